import type { Appearance } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useFormat } from '../format/useFormat';
import { LoyaltyShell } from '../loyalty/LoyaltyShell';
import { useLoyalty } from '../loyalty/useLoyalty';
import { useLoyaltyT } from '../loyalty/useLoyaltyT';
import { useCasinoSignal } from '../provider/useCasinoSignal';

/** Props of {@link CompPoints}. All optional. */
export interface CompPointsProps {
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The signed-in player's spendable comp points and level badge, for a page header; they move live with each
 * `comps_award`. Shows nothing for guests and until the points have loaded.
 */
export function CompPoints({ appearance }: CompPointsProps) {
  return (
    <LoyaltyShell widget="comp-points" appearance={appearance} silentUntilReady>
      <CompPointsContent />
    </LoyaltyShell>
  );
}

function CompPointsContent() {
  useSignals();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { compPoints } = useLoyalty();
  const { t } = useLoyaltyT();
  const { count } = useFormat();
  useEffect(() => {
    void compPoints.levels.ensure();
  }, [compPoints]);

  const points = compPoints.chargeable.value;
  if (loginState !== 'logged' || points === null) return null;
  const level = compPoints.progress.value?.level ?? null;
  return (
    <p className="casino-comp-points" aria-live="polite">
      <span className="casino-comp-points__points">{t('loyalty.comp_points.points', { points: count(points) })}</span>
      {level ? (
        <span className="casino-level-badge">
          <span aria-hidden="true">{level.name}</span>
          <span className="casino-visually-hidden">{t('loyalty.comp_points.level', { level: level.name })}</span>
        </span>
      ) : null}
    </p>
  );
}
