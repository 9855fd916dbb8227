import { createBridgeHost } from '@casino/sdk/bridge';
import { useEffect, useRef } from 'react';
import { frameRedirect } from './gameFrameUrl';

/** Props of {@link GameFrame}. */
export interface GameFrameProps {
  /** The slot page (see `gameFrameUrl`). */
  src: string;
  /** The game's title, the frame's accessible name. */
  title: string;
  /** The casino's origin: the only one whose messages are read. */
  origin: string;
  /** The slot played a real round (`refresh_user`). */
  onRefreshUser: () => void;
  /** The slot sent the player to the limits page (`redirect` to `/profile/limits`). */
  onLimitReached: () => void;
  /** The slot sent the player to another casino page (`redirect`), as an absolute URL. */
  onNavigate: (href: string) => void;
}

/**
 * Internal: the game's iframe, listening to the slot through the bridge (`createBridgeHost`, messages of the casino's
 * origin from this iframe only): `refresh_user` and `redirect` within the casino.
 */
export function GameFrame({ src, title, origin, onRefreshUser, onLimitReached, onNavigate }: GameFrameProps) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const handlers = useRef({ onRefreshUser, onLimitReached, onNavigate });
  handlers.current = { onRefreshUser, onLimitReached, onNavigate };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page in the frame starts a new bridge
  useEffect(() => {
    const element = iframe.current;
    if (!element) return;
    const host = createBridgeHost({ iframe: element, origin, autoResize: false });
    host.on('refresh_user', () => handlers.current.onRefreshUser());
    host.on('redirect', ({ url }) => {
      const target = frameRedirect(url, origin);
      if (target?.kind === 'limits') handlers.current.onLimitReached();
      else if (target) handlers.current.onNavigate(target.href);
    });
    return () => host.destroy();
  }, [origin, src]);

  return <iframe ref={iframe} className="casino-game__frame" src={src} title={title} allow="fullscreen" />;
}
