import { hostInput } from '@casino/sdk/contract';
import { CouponForm, type CouponFormProps } from '../../CouponForm/CouponForm';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/**
 * The coupon form: an `initial-code` attribute, `casino:coupon-redeemed` with the coupon's status, and
 * `casino:navigate` to the gifts after "See your gifts".
 */
export const couponFormWidget: WidgetDefinition<CouponFormProps> = {
  name: 'coupon-form',
  reservedSize: '230px',
  component: CouponForm,
  events: {
    onRedeemed: (status) => ['casino:coupon-redeemed', { status }],
    onOpenGifts: () => ['casino:navigate', { to: 'gifts' }],
  },
  attributes: {
    initialCode: schemaParser(hostInput.text({ max: 100 })),
  },
};
