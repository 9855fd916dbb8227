import type { Limit, PaymentChange } from '@casino/sdk/contract';
import { formatAmount } from '@casino/sdk/rules';
import { useCasino, useCasinoState } from '@casino/widgets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { limitNoticeText } from './limitNoticeText';

/** How long a notice that may close itself stays (core.md §9: toasts auto-dismiss after 10 s). */
export const NOTICE_AUTO_CLOSE_MS = 10_000;

/** A notice over the site: a payment that did not go through, or a limit reached. */
export interface SiteNotice {
  /** Stable per cause, so the same event never shows twice. */
  id: string;
  tone: 'warning' | 'error';
  title?: string;
  text: string;
  /** A link to where the player can act on it. */
  action: { label: string; to: string };
  /** False for the limit-reached warning, which stays until dismissed (core.md §8). */
  autoClose: boolean;
}

/** Options of {@link useSiteNotices}. */
export interface SiteNoticesOptions {
  /** Whether the cashbox is open: it shows its own payment outcomes, so the site adds no payment notice then. */
  cashboxOpen: boolean;
}

/**
 * The site's notices: the limit-reached warning (`limit-reached`, never closing by itself), the canceled or declined
 * deposit notice (core.md §4: finished under 5 minutes ago, shown once; checked at sign-in and when a deposit ends
 * so), and a rejected withdrawal. Payment notices close after {@link NOTICE_AUTO_CLOSE_MS}.
 */
export function useSiteNotices({ cashboxOpen }: SiteNoticesOptions) {
  const casino = useCasino();
  const { loginState, currencies } = useCasinoState();
  const { t, language } = useSiteT();
  const [notices, setNotices] = useState<SiteNotice[]>([]);
  const context = useRef({ t, language, currencies, cashboxOpen });
  context.current = { t, language, currencies, cashboxOpen };

  const dismiss = useCallback((id: string) => setNotices((all) => all.filter((notice) => notice.id !== id)), []);
  const add = useCallback(
    (notice: SiteNotice) => {
      setNotices((all) => [...all.filter((old) => old.id !== notice.id), notice]);
      if (notice.autoClose) setTimeout(() => dismiss(notice.id), NOTICE_AUTO_CLOSE_MS);
    },
    [dismiss],
  );

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
      add({
        id: `payment-${payment.id}`,
        tone: 'warning',
        text: tr(payment.state === 'canceled' ? 'notice.depositCanceled' : 'notice.depositDeclined', {
          amount: amountOf(payment),
        }),
        action: { label: tr('notice.depositAgain'), to: '/deposit' },
        autoClose: true,
      });
    };
    const onPayment = ({ data }: { data: PaymentChange }) => {
      if (context.current.cashboxOpen) return;
      if (data.action === 'deposit' && (data.state === 'canceled' || data.state === 'declined')) {
        void checkCanceledDeposit();
      } else if (data.action === 'cashout' && data.state === 'rejected') {
        const { t: tr } = context.current;
        add({
          id: `payment-${data.id}`,
          tone: 'error',
          text: tr('notice.withdrawalRejected', { amount: amountOf(data) }),
          action: { label: tr('notice.seeHistory'), to: '/cashbox/history' },
          autoClose: true,
        });
      }
    };
    const onLimit = ({ limit }: { limit: Limit }) => {
      const { t: tr } = context.current;
      add({
        id: `limit-${limit.id}`,
        tone: 'warning',
        title: tr('notice.limitTitle'),
        text: limitNoticeText(limit, context.current),
        action: { label: tr('notice.seeLimits'), to: '/profile/limits' },
        autoClose: false,
      });
    };
    casino.events.on('realtime:payments_changes', onPayment);
    casino.events.on('limit-reached', onLimit);
    if (loginState === 'logged' && !context.current.cashboxOpen) void checkCanceledDeposit();
    return () => {
      casino.events.off('realtime:payments_changes', onPayment);
      casino.events.off('limit-reached', onLimit);
    };
  }, [casino, loginState, add]);

  useEffect(() => {
    if (loginState === 'anonymous') setNotices([]);
  }, [loginState]);

  return { notices, dismiss };
}
