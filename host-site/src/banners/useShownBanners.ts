import type { Banner } from '@casino/sdk/contract';
import { bannersShown, PROMO_BANNER_HIDDEN_MS } from '@casino/sdk/rules';
import { useCasino, useCasinoSignal } from '@casino/widgets';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePlayerGroups } from '../loyalty/usePlayerGroups';
import { useSiteConfig } from '../site-config/useSiteConfig';
import { readPromoClosedAt, writePromoClosedAt } from './promoClosed';

/** How often the live times are looked at again: a banner starts or ends within a minute of its time. */
const LIVE_TIME_CHECK_MS = 60_000;

/** The banners of a category as this visitor sees them. */
export interface ShownBanners {
  /** The banners that show, in order. */
  banners: Banner[];
  /** Whether banners-config has not answered yet (skeletons show meanwhile). */
  loading: boolean;
  /** Closes the promo banners for {@link PROMO_BANNER_HIDDEN_MS}. */
  closePromo(): void;
}

/**
 * The banners of `category` (banners-config in the casino's locale) filtered for this visitor by the rule of
 * `@casino/sdk/rules` (groups, live time, sign-in state, crypto or fiat wallet, domain, closed promo). On the server
 * and before hydration the host is unknown, so banners of given domains wait for the browser.
 */
export function useShownBanners(category: string): ShownBanners {
  const casino = useCasino();
  const { data, status } = useSiteConfig('banners-config');
  const logged = useCasinoSignal((state) => state.loginState.value === 'logged');
  const currency = useCasinoSignal(
    (state) =>
      state.accounts.value.find((account) => account.active)?.currency ?? state.sessionUser.value?.currency ?? null,
  );
  const groups = usePlayerGroups();
  const [now, setNow] = useState(() => Date.now());
  const [host, setHost] = useState('');
  const [promoClosedAt, setPromoClosedAt] = useState<number | null>(null);

  useEffect(() => {
    setHost(window.location.hostname);
    setPromoClosedAt(readPromoClosedAt(casino.storage.local));
    const timer = setInterval(() => setNow(Date.now()), LIVE_TIME_CHECK_MS);
    return () => clearInterval(timer);
  }, [casino]);

  // a closed promo banner comes back when its two minutes are over
  useEffect(() => {
    if (promoClosedAt === null) return;
    const left = promoClosedAt + PROMO_BANNER_HIDDEN_MS - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [promoClosedAt]);

  const closePromo = useCallback(() => {
    const closedAt = Date.now();
    writePromoClosedAt(casino.storage.local, closedAt);
    setPromoClosedAt(closedAt);
    setNow(closedAt);
  }, [casino]);

  const banners = useMemo(
    () => bannersShown(data.banners, category, { now, logged, groups, currency, host, promoClosedAt }),
    [data, category, now, logged, groups, currency, host, promoClosedAt],
  );
  return { banners, loading: status === 'idle' || status === 'loading', closePromo };
}
