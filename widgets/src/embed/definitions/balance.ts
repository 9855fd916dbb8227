import { Balance, type BalanceProps } from '../../Balance/Balance';
import type { WidgetDefinition } from '../widgetDefinition';

/** The balance widget: `casino:deposit` when the player asks to deposit. */
export const balanceWidget: WidgetDefinition<BalanceProps> = {
  name: 'balance',
  reservedSize: '122px',
  component: Balance,
  events: {
    onDeposit: () => ['casino:deposit', null],
  },
  attributes: {},
};
