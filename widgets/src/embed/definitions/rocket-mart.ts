import { hostInput } from '@casino/sdk/contract';
import type { RocketMartProps } from '../../RocketMart/RocketMart';
import { HrefAttribute } from '../attributeSchemas';
import { lazyWidget } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/**
 * Props of the embedded Rocket Mart: it keeps its own tab (the `default-tab` attribute picks the first), and its
 * links (registration, games, gifts) are ordinary links, to the casino unless set.
 */
export type EmbeddedRocketMartProps = Omit<RocketMartProps, 'tab' | 'onTabChange' | 'onNavigate'>;

/** The Rocket Mart (loyalty entry, loaded on first render): `default-tab` and link attributes; no events. */
export const rocketMartWidget: WidgetDefinition<EmbeddedRocketMartProps> = {
  name: 'rocket-mart',
  reservedSize: '640px',
  component: lazyWidget(() => import('../../RocketMart/RocketMart').then((module) => module.RocketMart)),
  events: {},
  attributes: {
    defaultTab: schemaParser(hostInput.oneOf(['all', 'money', 'freespins', 'special'])),
    registrationHref: schemaParser(HrefAttribute),
    gamesHref: schemaParser(HrefAttribute),
    giftsHref: schemaParser(HrefAttribute),
  },
};
