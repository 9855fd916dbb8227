import type { Appearance, VipStatusProgress } from '@casino/sdk/contract';
import { countdownParts, vipQuarterRemainingMs, vipStatusShown } from '@casino/sdk/rules';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId } from 'react';
import { useFormat } from '../format/useFormat';
import { useNow } from '../PromoTimer/useNow';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { WageringProgress } from '../ui/WageringProgress';
import { useVip } from '../vip/useVip';
import { useVipT } from '../vip/useVipT';
import { VipShell } from '../vip/VipShell';

/** Props of {@link VipProgress}. All optional. */
export interface VipProgressProps {
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The signed-in player's VIP progress this quarter (loyalty.md §3–§4, §8): his status, the overall progress to the
 * next one, the deposit and bet bars with their amounts, and the time left until the quarter ends. Loads when shown
 * and again when the page is shown or focused (no event moves it); when the platform cannot answer, the starting
 * status (regular, next bronze, nothing counted) with a retry. Guests get a sign-in hint.
 */
export function VipProgress({ appearance }: VipProgressProps) {
  return (
    <VipShell widget="vip-progress" appearance={appearance}>
      <VipProgressContent />
    </VipShell>
  );
}

/** A bar's share in percent, floored, 100 when nothing is asked. */
const share = (amount: number, threshold: number) =>
  threshold <= 0 ? 100 : Math.min(100, Math.floor((amount / threshold) * 100));

function VipProgressContent() {
  useSignals();
  const vip = useVip();
  const { t } = useVipT();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const headingId = useId();
  const logged = loginState === 'logged';
  useEffect(() => (logged ? vip.follow() : undefined), [vip, logged]);

  if (!logged) {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('vip.progress.title')}</h2>
        <p>{t('vip.progress.guest')}</p>
      </section>
    );
  }
  const progress = vip.shown.value;
  if (!progress) {
    return (
      <section aria-labelledby={headingId} aria-busy="true">
        <h2 id={headingId}>{t('vip.progress.title')}</h2>
        <p role="status">{t('common.loading')}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h2 id={headingId}>{t('vip.progress.title')}</h2>
      {vip.failed.value ? (
        <div className="casino-stack casino-stack--tight">
          <Alert>{t('vip.progress.load_failed')}</Alert>
          <div>
            <Button variant="secondary" onClick={() => vip.progress.reload()}>
              {t('common.retry')}
            </Button>
          </div>
        </div>
      ) : null}
      <ProgressBars progress={progress} />
    </section>
  );
}

function ProgressBars({ progress }: { progress: VipStatusProgress }) {
  const { t } = useVipT();
  const { money, percent } = useFormat();
  const now = useNow(60_000);
  const status = (name: string) => t(`vip.status.${name}`);
  const { currency, nextStatus } = progress;
  const quarter = countdownParts(vipQuarterRemainingMs(now));
  return (
    <>
      <p className="casino-vip-status">{t('vip.progress.current', { status: status(vipStatusShown(progress)) })}</p>
      {nextStatus ? (
        <>
          <WageringProgress
            label={t('vip.progress.overall', { status: status(nextStatus) })}
            percent={progress.overallProgress}
            percentText={percent(progress.overallProgress)}
            description={t('vip.progress.overall_text', {
              percent: percent(progress.overallProgress),
              status: status(nextStatus),
            })}
          />
          <WageringProgress
            label={t('vip.progress.deposits')}
            percent={share(progress.depositAmountCents, progress.depositThresholdCents)}
            percentText={percent(share(progress.depositAmountCents, progress.depositThresholdCents))}
            description={t('vip.progress.amounts', {
              amount: money(progress.depositAmountCents, currency),
              threshold: money(progress.depositThresholdCents, currency),
            })}
          />
          <WageringProgress
            label={t('vip.progress.bets')}
            percent={share(progress.betSumCents, progress.betSumThresholdCents)}
            percentText={percent(share(progress.betSumCents, progress.betSumThresholdCents))}
            description={t('vip.progress.amounts', {
              amount: money(progress.betSumCents, currency),
              threshold: money(progress.betSumThresholdCents, currency),
            })}
          />
          <p className="casino-vip-muted">
            {t('vip.quarter.ends_in', {
              time: t('vip.quarter.time', { days: quarter.days, hours: quarter.hours, minutes: quarter.minutes }),
            })}
          </p>
        </>
      ) : (
        <p>{t('vip.progress.top')}</p>
      )}
    </>
  );
}
