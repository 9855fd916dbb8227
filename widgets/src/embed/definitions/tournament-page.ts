import type { TournamentPageProps } from '../../TournamentPage/TournamentPage';
import { HrefAttribute, IdentifierAttribute } from '../attributeSchemas';
import { lazyWidget, type PendingProps } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** The tournament page's own props, without the game links (the embedded page's games link to the casino). */
type TournamentPageOwnProps = Omit<TournamentPageProps, 'gameHref' | 'onNavigate'>;

/**
 * Props of the embedded tournament page: its game and registration links are ordinary links to the casino unless set;
 * `tournament` is an attribute, so it may be missing until the page sets it.
 */
export type EmbeddedTournamentPageProps = PendingProps<TournamentPageOwnProps, 'tournament'>;

/**
 * A tournament's page (tournaments entry, loaded on first render): `tournament` (identifier or id) and
 * `registration-href` attributes; no events.
 */
export const tournamentPageWidget: WidgetDefinition<EmbeddedTournamentPageProps> = {
  name: 'tournament-page',
  reservedSize: '900px',
  component: lazyWidget<TournamentPageOwnProps, 'tournament'>(
    () => import('../../TournamentPage/TournamentPage').then((module) => module.TournamentPage),
    ['tournament'],
  ),
  events: {},
  attributes: {
    tournament: schemaParser(IdentifierAttribute),
    registrationHref: schemaParser(HrefAttribute),
  },
};
