import { bonusesOf } from '@casino/sdk/bonuses';
import type { Bonus, Limit, PaymentChange } from '@casino/sdk/contract';
import { formatAmount, LIMIT_REACHED_CODE } from '@casino/sdk/rules';
import { useCasino, useCasinoSignal } from '@casino/widgets';
import { useEffect, useRef } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { limitNoticeText } from './limitNoticeText';

/** The toast a bonus's new stage earns: wagered (now cash), lost or expired. */
const BONUS_OUTCOMES: Partial<Record<Bonus['stage'], { tone: 'success' | 'warning'; text: string }>> = {
  wager_done: { tone: 'success', text: 'notice.bonusWagered' },
  lost: { tone: 'warning', text: 'notice.bonusLost' },
  expired: { tone: 'warning', text: 'notice.bonusExpired' },
};

/** Options of {@link useSiteNotices}. */
export interface SiteNoticesOptions {
  /** Whether the cashbox is open: it shows its own payment outcomes, so the site adds no payment notice then. */
  cashboxOpen: boolean;
}

/**
 * Feeds the casino's toasts (the SDK's toasts module, shown by the Toasts widget): the limit-reached warning
 * (`ON_LIMIT_REACHED`, never closing by itself), the canceled or declined deposit notice (core.md §4: finished under 5
 * minutes ago, shown once; checked at sign-in and when a deposit ends so), a rejected withdrawal, and a bonus that was
 * wagered (its money is now cash), lost or expired. The others close after 10 s.
 */
export function useSiteNotices({ cashboxOpen }: SiteNoticesOptions): void {
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const currencies = useCasinoSignal((state) => state.currencies.value);
  const { t, language } = useSiteT();
  const { toasts } = bonusesOf(casino);
  const context = useRef({ t, language, currencies, cashboxOpen });
  context.current = { t, language, currencies, cashboxOpen };

  useEffect(() => {
    const amountOf = (payment: Pick<PaymentChange, 'amount_cents' | 'currency'>) => {
      const { currencies: known, language: locale } = context.current;
      const currency = known.find((c) => c.code === payment.currency);
      return currency ? formatAmount(payment.amount_cents, currency, { locale }) : '';
    };
    const checkCanceledDeposit = async () => {
      const payment = await casino.payments.canceledDepositWarning().catch(() => null);
      if (!payment) return;
      const { t: tr } = context.current;
      toasts.show({
        id: `payment-${payment.id}`,
        tone: 'warning',
        text: tr(payment.state === 'canceled' ? 'notice.depositCanceled' : 'notice.depositDeclined', {
          amount: amountOf(payment),
        }),
        action: { label: tr('notice.depositAgain'), to: '/deposit' },
      });
    };
    const onPayment = ({ data }: { data: PaymentChange }) => {
      if (context.current.cashboxOpen) return;
      if (data.action === 'deposit' && (data.state === 'canceled' || data.state === 'declined')) {
        void checkCanceledDeposit();
      } else if (data.action === 'cashout' && data.state === 'rejected') {
        const { t: tr } = context.current;
        toasts.show({
          id: `payment-${data.id}`,
          tone: 'error',
          text: tr('notice.withdrawalRejected', { amount: amountOf(data) }),
          action: { label: tr('notice.seeHistory'), to: '/cashbox/history' },
        });
      }
    };
    const onLimit = ({ limit }: { limit: Limit }) => {
      const { t: tr } = context.current;
      toasts.show({
        id: `limit-${limit.id}`,
        tone: 'warning',
        title: tr('notice.limitTitle'),
        text: limitNoticeText(limit, context.current),
        action: { label: tr('notice.seeLimits'), to: '/profile/limits' },
        code: LIMIT_REACHED_CODE,
      });
    };
    const onBonus = ({ data }: { data: Bonus }) => {
      const outcome = BONUS_OUTCOMES[data.stage];
      if (!outcome) return;
      const { t: tr } = context.current;
      toasts.show({
        id: `bonus-${data.id}-${data.stage}`,
        tone: outcome.tone,
        title: data.title,
        text: tr(outcome.text),
        action: { label: tr('notice.seeGifts'), to: '/profile/gifts' },
      });
    };
    casino.events.on('realtime:payments_changes', onPayment);
    casino.events.on('limit-reached', onLimit);
    casino.events.on('realtime:bonuses_changes', onBonus);
    if (loginState === 'logged' && !context.current.cashboxOpen) void checkCanceledDeposit();
    return () => {
      casino.events.off('realtime:payments_changes', onPayment);
      casino.events.off('limit-reached', onLimit);
      casino.events.off('realtime:bonuses_changes', onBonus);
    };
  }, [casino, loginState, toasts]);

  useEffect(() => {
    if (loginState !== 'anonymous') return;
    for (const toast of toasts.items.peek()) toasts.dismiss(toast.id);
  }, [loginState, toasts]);
}
