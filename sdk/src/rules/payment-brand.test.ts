import { HIDDEN_PAYMENT_BRAND, PAYMENT_BRAND_HIDDEN_GROUP, visiblePaymentMethods } from './payment-brand';

const methods = [{ brand: 'card' }, { brand: 'bank_transfer' }, { brand: 'bitcoin' }];

describe('payment brand of group 631 (core.md §5: "A specific payment brand is hidden for group 631")', () => {
  it('hides the bank transfer brand from a player of group 631, by number or string id', () => {
    expect(PAYMENT_BRAND_HIDDEN_GROUP).toBe(631);
    expect(HIDDEN_PAYMENT_BRAND).toBe('bank_transfer');
    expect(visiblePaymentMethods(methods, [257, 631])).toEqual([{ brand: 'card' }, { brand: 'bitcoin' }]);
    expect(visiblePaymentMethods(methods, ['631'])).toEqual([{ brand: 'card' }, { brand: 'bitcoin' }]);
  });

  it('shows every method to other players', () => {
    expect(visiblePaymentMethods(methods, [257, 543])).toEqual(methods);
    expect(visiblePaymentMethods(methods, [])).toEqual(methods);
  });
});
