import type { TournamentLeaderboardProps } from '../../TournamentLeaderboard/TournamentLeaderboard';
import { IdentifierAttribute } from '../attributeSchemas';
import { lazyWidget, type PendingProps } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded leaderboard: `tournament` is an attribute, so it may be missing until the page sets it. */
export type EmbeddedTournamentLeaderboardProps = PendingProps<TournamentLeaderboardProps, 'tournament'>;

/** A tournament's live leaderboard (tournaments entry, loaded on first render): a `tournament` attribute (identifier or id); no events. */
export const tournamentLeaderboardWidget: WidgetDefinition<EmbeddedTournamentLeaderboardProps> = {
  name: 'tournament-leaderboard',
  reservedSize: '520px',
  component: lazyWidget<TournamentLeaderboardProps, 'tournament'>(
    () => import('../../TournamentLeaderboard/TournamentLeaderboard').then((module) => module.TournamentLeaderboard),
    ['tournament'],
  ),
  events: {},
  attributes: {
    tournament: schemaParser(IdentifierAttribute),
  },
};
