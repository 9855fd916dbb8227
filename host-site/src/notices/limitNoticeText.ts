import type { Currency, Limit } from '@casino/sdk/contract';
import { formatAmount } from '@casino/sdk/rules';

/** What a limit notice needs to put a limit into words. */
export interface LimitNoticeContext {
  t: (key: string, options?: Record<string, unknown>) => string;
  language: string;
  currencies: readonly Currency[];
}

/** The sentence of the limit-reached warning (core.md §8 ON_LIMIT_REACHED): what is reached, and until when. */
export function limitNoticeText(limit: Limit, { t, language, currencies }: LimitNoticeContext): string {
  const account = limit.accounts[0];
  const untilIso = limit.disable_at ?? account?.active_until ?? null;
  const until = untilIso
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(untilIso))
    : t('notice.furtherNotice');
  const period = limit.period ? t(`notice.period.${limit.period}`) : '';
  const currency = account ? currencies.find((c) => c.code === account.currency) : undefined;
  const amount = account && currency ? formatAmount(account.amount_cents, currency, { locale: language }) : '';
  return t(`notice.limit.${limit.type}`, { amount, period, until, minutes: limit.session_minutes ?? 0 });
}
