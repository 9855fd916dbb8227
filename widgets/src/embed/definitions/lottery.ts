import type { LotteryProps } from '../../Lottery/Lottery';
import { IdentifierAttribute } from '../attributeSchemas';
import { lazyWidget, type PendingProps } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded lottery: `lottery` is an attribute, so it may be missing until the page sets it. */
export type EmbeddedLotteryProps = PendingProps<LotteryProps, 'lottery'>;

/** A lottery with tickets, buying and its draw check (tournaments entry, loaded on first render): a `lottery` attribute (identifier or id); no events. */
export const lotteryWidget: WidgetDefinition<EmbeddedLotteryProps> = {
  name: 'lottery',
  reservedSize: '560px',
  component: lazyWidget<LotteryProps, 'lottery'>(
    () => import('../../Lottery/Lottery').then((module) => module.Lottery),
    ['lottery'],
  ),
  events: {},
  attributes: {
    lottery: schemaParser(IdentifierAttribute),
  },
};
