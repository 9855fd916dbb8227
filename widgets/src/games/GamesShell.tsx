import type { Appearance } from '@casino/sdk/contract';
import type { ReactNode } from 'react';
import { WidgetShell } from '../shell/WidgetShell';
import { GAMES_CSS } from './gamesCss';
import { useGamesT } from './useGamesT';

/** Props of {@link GamesShell}. */
export interface GamesShellProps {
  /** Which game widget is inside; written to the root's `data-casino-widget`. */
  widget: 'game-tile' | 'game-grid' | 'game-row' | 'favorite-games' | 'recent-games' | 'game-search';
  appearance?: Appearance;
  children: ReactNode;
}

/** Internal: the frame of every game widget: the widget shell with the `games` texts and the game widget styles. */
export function GamesShell({ widget, appearance, children }: GamesShellProps) {
  const texts = useGamesT();
  return (
    <WidgetShell widget={widget} appearance={appearance} texts={texts}>
      <style>{GAMES_CSS}</style>
      {children}
    </WidgetShell>
  );
}
