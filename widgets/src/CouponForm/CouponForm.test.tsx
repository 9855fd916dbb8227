import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { CouponForm } from './CouponForm';

const player = {
  signedInAs: 'eur@casino.test',
  bonuses: { coupons: { SPRING: 'successfully_activated', USED: 'already_activated' } },
} as const;

async function redeem(code: string) {
  const input = await screen.findByRole('textbox', { name: 'Coupon code' });
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
}

describe('CouponForm', () => {
  it('redeems a coupon and offers the way to the gifts', async () => {
    const onOpenGifts = vi.fn();
    const onRedeemed = vi.fn();
    const { container, platform } = renderWidget(
      <CouponForm onOpenGifts={onOpenGifts} onRedeemed={onRedeemed} />,
      player,
    );
    await redeem(' SPRING ');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The coupon was redeemed. Your gift is waiting for you.',
    );
    expect(platform.requests.find((r) => r.route === 'redeemCoupon')?.body).toEqual({ coupon_code: 'SPRING' });
    expect(onRedeemed).toHaveBeenCalledWith('successfully_activated');
    await userEvent.click(screen.getByRole('button', { name: 'See your gifts' }));
    expect(onOpenGifts).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('says when a coupon was already redeemed or is not valid', async () => {
    const { container } = renderWidget(<CouponForm initialCode="USED" />, player);
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have already redeemed this coupon.');
    await redeem('NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This coupon could not be redeemed. Check the code and try again.',
    );
    await expectNoAxeViolations(container);
  });

  it('says so when the platform gives no status, and asks for a code first', async () => {
    renderWidget(<CouponForm />, { ...player, failures: { redeemCoupon: 500 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    const input = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(input).toHaveAccessibleDescription('Enter a coupon code.');
    expect(input).toHaveFocus();
    await redeem('SPRING');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The coupon could not be redeemed right now. Please try again later.',
    );
  });

  it('is busy while sending', async () => {
    const { platform } = renderWidget(<CouponForm initialCode="SPRING" />, player);
    const held = platform.hold('redeemCoupon');
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    const busy = screen.getByRole('button', { name: 'Redeeming…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute('readonly');
    held.release();
    expect(await screen.findByRole('button', { name: 'Redeem' })).toBeInTheDocument();
  });
});
