import { hostInput } from '@casino/sdk/contract';
import { Cashbox, type CashboxProps } from '../../Cashbox/Cashbox';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/**
 * Props of the embedded cashbox: the widget's props without `onRedirect`, `returnUrl` and `returnedPaymentId`, so
 * that the 3-D Secure step always leaves from and comes back to the embedding page (the frame, or the partner page).
 */
export type EmbeddedCashboxProps = Omit<CashboxProps, 'onRedirect' | 'returnUrl' | 'returnedPaymentId'>;

/** Which step the embedded cashbox opens at: the `step` attribute. */
const CashboxStepSchema = hostInput.oneOf(['dashboard', 'deposit', 'withdraw', 'one-click', 'history']);

/**
 * The cashbox widget: `casino:deposited` / `casino:withdrawn` with the payment (the iframe page turns them into
 * `refresh_user`), `casino:step-change`, `casino:navigate` (login, limits) and `casino:close` ("Done").
 */
export const cashboxWidget: WidgetDefinition<EmbeddedCashboxProps> = {
  name: 'cashbox',
  reservedSize: '194px',
  component: Cashbox,
  events: {
    onDeposited: (payment) => ['casino:deposited', payment],
    onWithdrawn: (payment) => ['casino:withdrawn', payment],
    onStepChange: (step) => ['casino:step-change', { step }],
    onNavigate: (to) => ['casino:navigate', { to }],
    onClose: () => ['casino:close', null],
  },
  attributes: {
    step: schemaParser(CashboxStepSchema),
  },
};
