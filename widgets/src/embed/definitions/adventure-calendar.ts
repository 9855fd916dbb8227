import type { AdventureCalendarProps } from '../../AdventureCalendar/AdventureCalendar';
import { HrefAttribute } from '../attributeSchemas';
import { lazyWidget } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded adventure calendar: its gifts and sign-in links are ordinary links, to the casino unless set. */
export type EmbeddedAdventureCalendarProps = Omit<AdventureCalendarProps, 'onNavigate'>;

/** The adventure calendar (VIP entry, loaded on first render): `gifts-href` and `sign-in-href` attributes; no events. */
export const adventureCalendarWidget: WidgetDefinition<EmbeddedAdventureCalendarProps> = {
  name: 'adventure-calendar',
  reservedSize: '420px',
  component: lazyWidget(() =>
    import('../../AdventureCalendar/AdventureCalendar').then((module) => module.AdventureCalendar),
  ),
  events: {},
  attributes: {
    giftsHref: schemaParser(HrefAttribute),
    signInHref: schemaParser(HrefAttribute),
  },
};
