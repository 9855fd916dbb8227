import type { PrizeWheelProps } from '../../PrizeWheel/PrizeWheel';
import { HrefAttribute } from '../attributeSchemas';
import { lazyWidget } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded prize wheel: its Rocket Mart and gifts links are ordinary links, to the casino unless set. */
export type EmbeddedPrizeWheelProps = Omit<PrizeWheelProps, 'onNavigate'>;

/** The prize wheel (loyalty entry, loaded on first render): `rocket-mart-href` and `gifts-href` attributes; no events. */
export const prizeWheelWidget: WidgetDefinition<EmbeddedPrizeWheelProps> = {
  name: 'prize-wheel',
  reservedSize: '520px',
  component: lazyWidget(() => import('../../PrizeWheel/PrizeWheel').then((module) => module.PrizeWheel)),
  events: {},
  attributes: {
    rocketMartHref: schemaParser(HrefAttribute),
    giftsHref: schemaParser(HrefAttribute),
  },
};
