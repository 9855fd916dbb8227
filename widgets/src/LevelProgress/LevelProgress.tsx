import type { Appearance } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useFormat } from '../format/useFormat';
import { LoyaltyShell } from '../loyalty/LoyaltyShell';
import { useLoyalty } from '../loyalty/useLoyalty';
import { useLoyaltyT } from '../loyalty/useLoyaltyT';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { WageringProgress } from '../ui/WageringProgress';

/** Props of {@link LevelProgress}. All optional. */
export interface LevelProgressProps {
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The player's level (loyalty.md §3): the current level, the lifetime comp points, the progress to the next level's
 * threshold, and the twelve levels with their gifts, the current one marked. Guests get a sign-in hint.
 */
export function LevelProgress({ appearance }: LevelProgressProps) {
  return (
    <LoyaltyShell widget="level-progress" appearance={appearance}>
      <LevelProgressContent />
    </LoyaltyShell>
  );
}

function LevelProgressContent() {
  useSignals();
  const { compPoints } = useLoyalty();
  const { t } = useLoyaltyT();
  const { count, percent } = useFormat();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const levels = useResource(compPoints.levels, 'once');
  const balance = useResource(compPoints.balance);
  const headingId = useId();
  const listId = useId();

  if (loginState !== 'logged') {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('loyalty.level.title')}</h2>
        <p>{t('loyalty.level.guest')}</p>
      </section>
    );
  }
  if (levels.status === 'error' || balance.status === 'error') {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('loyalty.level.title')}</h2>
        <Alert>{t('loyalty.level.load_failed')}</Alert>
        <Button
          variant="secondary"
          onClick={() => Promise.all([compPoints.levels.reload(), compPoints.balance.reload()])}
        >
          {t('common.retry')}
        </Button>
      </section>
    );
  }
  const progress = compPoints.progress.value;
  if (progress === null || balance.data === null) {
    return (
      <section aria-labelledby={headingId} aria-busy="true">
        <h2 id={headingId}>{t('loyalty.level.title')}</h2>
        <p role="status">{t('common.loading')}</p>
      </section>
    );
  }

  const { level, next } = progress;
  const persistent = balance.data.persistent.points;
  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h2 id={headingId}>{t('loyalty.level.title')}</h2>
      <p>
        <span className="casino-level-badge">{level.name}</span>
      </p>
      <p>{t('loyalty.level.points', { points: count(persistent) })}</p>
      {next && progress.pointsToNext !== null ? (
        <WageringProgress
          label={t('loyalty.level.progress', { next: next.name })}
          percent={progress.percent}
          percentText={percent(progress.percent)}
          description={t('loyalty.level.progress_text', { points: count(progress.pointsToNext), next: next.name })}
        />
      ) : (
        <p>{t('loyalty.level.top')}</p>
      )}
      <h3 id={listId}>{t('loyalty.level.all')}</h3>
      <ol className="casino-levels" aria-labelledby={listId}>
        {levels.data.map((item) => {
          const current = item.id === level.id;
          return (
            <li key={item.id} className="casino-levels__item" aria-current={current ? 'true' : undefined}>
              <h4>{item.name}</h4>
              <p>
                {t('loyalty.level.from', { points: count(item.min) })}
                {current
                  ? ` · ${t('loyalty.level.current')}`
                  : item.min <= persistent
                    ? ` · ${t('loyalty.level.reached')}`
                    : ''}
              </p>
              {item.giftDescriptions.length > 0 ? (
                <ul>
                  {item.giftDescriptions.map((gift) => (
                    <li key={gift}>{gift}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
