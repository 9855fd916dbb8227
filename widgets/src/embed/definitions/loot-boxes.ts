import type { LootBoxesProps } from '../../LootBoxes/LootBoxes';
import { HrefAttribute } from '../attributeSchemas';
import { lazyWidget } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded loot boxes: their Rocket Mart and gifts links are ordinary links, to the casino unless set. */
export type EmbeddedLootBoxesProps = Omit<LootBoxesProps, 'onNavigate'>;

/** The player's loot boxes (loyalty entry, loaded on first render): `rocket-mart-href` and `gifts-href` attributes; no events. */
export const lootBoxesWidget: WidgetDefinition<EmbeddedLootBoxesProps> = {
  name: 'loot-boxes',
  reservedSize: '122px',
  component: lazyWidget(() => import('../../LootBoxes/LootBoxes').then((module) => module.LootBoxes)),
  events: {},
  attributes: {
    rocketMartHref: schemaParser(HrefAttribute),
    giftsHref: schemaParser(HrefAttribute),
  },
};
