import { useState } from 'react';
import * as z from 'zod/mini';
import { GameLauncher, type GameLauncherProps } from '../../GameLauncher/GameLauncher';
import type { GameMode } from '../../games/gameHref';
import { IdentifierAttribute } from '../attributeSchemas';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/**
 * Props of the embedded game launcher: `provider` and `slug` are attributes, so they may be missing until the page
 * sets them; `mode` is the mode it starts in (defaults to demo), after which the launcher switches by itself.
 * Registration and a reached limit become `casino:navigate`; other links are followed.
 */
export type EmbeddedGameLauncherProps = Partial<Omit<GameLauncherProps, 'onNavigate'>>;

/** The launcher once it knows its game; nothing before. It keeps the mode the player switches to. */
function EmbeddedGameLauncher({ provider, slug, mode = 'demo', onModeChange, ...props }: EmbeddedGameLauncherProps) {
  const [chosen, setChosen] = useState<{ from: GameMode; mode: GameMode }>({ from: mode, mode });
  const current = chosen.from === mode ? chosen.mode : mode;
  if (!provider || !slug) return null;
  return (
    <GameLauncher
      provider={provider}
      slug={slug}
      mode={current}
      onModeChange={(next) => {
        setChosen({ from: mode, mode: next });
        onModeChange?.(next);
      }}
      {...props}
    />
  );
}

/**
 * The game page: `provider`, `slug` and `mode` attributes; `casino:mode-change` when the player switches mode,
 * `casino:navigate` to registration (a guest chose real play) or limits (a limit stops real play).
 */
export const gameLauncherWidget: WidgetDefinition<EmbeddedGameLauncherProps> = {
  name: 'game-launcher',
  reservedSize: '534px',
  component: EmbeddedGameLauncher,
  events: {
    onModeChange: (mode) => ['casino:mode-change', { mode }],
    onRegistration: () => ['casino:navigate', { to: 'registration' }],
    onLimitReached: () => ['casino:navigate', { to: 'limits' }],
  },
  attributes: {
    provider: schemaParser(IdentifierAttribute),
    slug: schemaParser(IdentifierAttribute),
    mode: schemaParser(z.enum(['real', 'demo'])),
  },
};
