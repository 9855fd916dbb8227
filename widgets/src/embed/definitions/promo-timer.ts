import { hostInput } from '@casino/sdk/contract';
import type { PromoTimerProps } from '../../PromoTimer/PromoTimer';
import { DateTimeAttribute } from '../attributeSchemas';
import { lazyWidget, type PendingProps } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded promo timer: `start-at` and `end-at` are attributes, so they may be missing until set. */
export type EmbeddedPromoTimerProps = PendingProps<PromoTimerProps, 'startAt' | 'endAt'>;

/** A promo timer (tournaments entry, loaded on first render): `start-at`, `end-at` and `end` (`ends` or `draw`) attributes; no events. */
export const promoTimerWidget: WidgetDefinition<EmbeddedPromoTimerProps> = {
  name: 'promo-timer',
  reservedSize: '48px',
  component: lazyWidget<PromoTimerProps, 'startAt' | 'endAt'>(
    () => import('../../PromoTimer/PromoTimer').then((module) => module.PromoTimer),
    ['startAt', 'endAt'],
  ),
  events: {},
  attributes: {
    startAt: schemaParser(DateTimeAttribute),
    endAt: schemaParser(DateTimeAttribute),
    end: schemaParser(hostInput.oneOf(['ends', 'draw'])),
  },
};
