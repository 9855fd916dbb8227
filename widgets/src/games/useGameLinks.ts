import type { Game } from '@casino/sdk/contract';
import { type MouseEvent, useMemo } from 'react';
import { useCasino } from '../provider/useCasino';
import { defaultGameHref, type GameMode } from './gameHref';
import type { GameLinkProps } from './gameLinkProps';

/** How the game widgets build and follow their links. */
export interface GameLinks {
  /** The address of a game's preview art: `image_url` resolved against the casino's `baseUrl`. */
  imageSrc(game: Game): string;
  /** The address of a game's page in a mode. */
  href(game: Game, mode: GameMode): string;
  /** Click handler of a link: hands a plain left click to `onNavigate` instead of following the link. */
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
  /** Goes to an address: through `onNavigate` when given, else by loading it. */
  navigate(href: string): void;
}

/** Whether a click is a plain left click, the only one a single-page host takes over (others open tabs, windows…). */
export const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** An address resolved against the casino's `baseUrl` when it is relative (the API gives preview art relative to the casino). */
export function resolveAgainst(baseUrl: string, url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//') || baseUrl === '') return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** Internal: the link helpers of a game widget, from its {@link GameLinkProps}. */
export function useGameLinks({ gameHref, onNavigate }: Pick<GameLinkProps, 'gameHref' | 'onNavigate'>): GameLinks {
  const { baseUrl } = useCasino().options;
  return useMemo(
    () => ({
      imageSrc: (game) => resolveAgainst(baseUrl, game.image_url),
      href: (game, mode) => (gameHref ? gameHref(game, mode) : defaultGameHref(baseUrl, game, mode)),
      onClick(event) {
        if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate(event.currentTarget.getAttribute('href') ?? event.currentTarget.href);
      },
      navigate(href) {
        if (onNavigate) onNavigate(href);
        else window.location.assign(href);
      },
    }),
    [baseUrl, gameHref, onNavigate],
  );
}
