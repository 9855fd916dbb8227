import { hostInput } from '@casino/sdk/contract';
import { GiftList, type GiftListProps } from '../../GiftList/GiftList';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/**
 * Props of the embedded gift list: the list keeps its own tab (the `default-tab` attribute picks the first), and a
 * free-spin game's link is an ordinary link to the game's page at the casino.
 */
export type EmbeddedGiftListProps = Omit<GiftListProps, 'tab' | 'gameHref' | 'onNavigate'>;

/** The gift list: a `default-tab` attribute (`active` or `history`) and `casino:tab-change` when the player picks a tab. */
export const giftListWidget: WidgetDefinition<EmbeddedGiftListProps> = {
  name: 'gift-list',
  reservedSize: '122px',
  component: GiftList,
  events: {
    onTabChange: (tab) => ['casino:tab-change', { tab }],
  },
  attributes: {
    defaultTab: schemaParser(hostInput.oneOf(['active', 'history'])),
  },
};
