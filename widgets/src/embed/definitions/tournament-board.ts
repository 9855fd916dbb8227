import { hostInput } from '@casino/sdk/contract';
import { TOURNAMENT_BOARD_TABS } from '../../TournamentBoard/boardTabs';
import type { TournamentBoardProps } from '../../TournamentBoard/TournamentBoard';
import { HrefAttribute } from '../attributeSchemas';
import { lazyWidget } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/**
 * Props of the embedded tournament board: it keeps its own tab (`default-tab` picks the first) and shows the lotteries
 * tab; its cards link to the casino's tournament and lottery pages unless set.
 */
export type EmbeddedTournamentBoardProps = Omit<
  TournamentBoardProps,
  'tab' | 'onTabChange' | 'onNavigate' | 'lotteries'
>;

/**
 * The tournament board (tournaments entry, loaded on first render): `default-tab`, `tournament-href` and
 * `lottery-href` (with `{slug}`) attributes; no events.
 */
export const tournamentBoardWidget: WidgetDefinition<EmbeddedTournamentBoardProps> = {
  name: 'tournament-board',
  reservedSize: '520px',
  component: lazyWidget(() => import('../../TournamentBoard/TournamentBoard').then((module) => module.TournamentBoard)),
  events: {},
  attributes: {
    defaultTab: schemaParser(hostInput.oneOf(TOURNAMENT_BOARD_TABS)),
    tournamentHref: schemaParser(HrefAttribute),
    lotteryHref: schemaParser(HrefAttribute),
  },
};
