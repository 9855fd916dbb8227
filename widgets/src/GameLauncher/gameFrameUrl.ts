import { isSafeRedirectUrl } from '@casino/sdk/bridge';
import type { GameMode } from '../games/gameHref';

/** What the address of the game frame is made of. */
export interface GameFrameUrlParts {
  /** The casino's base URL (`casino.options.baseUrl`; `''` for this origin). */
  baseUrl: string;
  provider: string;
  slug: string;
  mode: GameMode;
  /** The wallet's currency in real mode, `FUN` in demo mode. */
  currency: string;
  /** The language of the page. */
  language: string;
  /** Origin of the page that embeds the frame, for the slot's bridge client. */
  parentOrigin: string;
}

/** The slot page in the game frame: `{baseUrl}/slot/{provider}/{slug}?mode=&currency=&lang=&parent=`. */
export function gameFrameUrl(parts: GameFrameUrlParts): string {
  const query = new URLSearchParams({
    mode: parts.mode,
    currency: parts.currency,
    lang: parts.language,
    parent: parts.parentOrigin,
  });
  return `${parts.baseUrl}/slot/${encodeURIComponent(parts.provider)}/${encodeURIComponent(parts.slug)}?${query}`;
}

/** The origin of the casino (and so of the game frame): `baseUrl`'s, or the page's own when `baseUrl` is relative. */
export function casinoOrigin(baseUrl: string, pageUrl: string): string {
  return new URL(baseUrl === '' ? '/' : baseUrl, pageUrl).origin;
}

/** The casino path of the responsible-gambling limits; a frame redirect there means a limit stopped play. */
export const LIMITS_PATH = '/profile/limits';

/** What a `redirect` from the game frame asks for: the limits page, another casino page, or nothing allowed. */
export type FrameRedirect = { kind: 'limits' } | { kind: 'navigate'; href: string } | null;

/** Reads a frame's `redirect` URL (relative to the casino): only web addresses of the casino's own origin are followed. */
export function frameRedirect(url: string, origin: string): FrameRedirect {
  if (!isSafeRedirectUrl(url)) return null;
  const target = new URL(url, `${origin}/`);
  if (target.origin !== origin) return null;
  if (target.pathname === LIMITS_PATH || target.pathname === `${LIMITS_PATH}/`) return { kind: 'limits' };
  return { kind: 'navigate', href: target.href };
}
