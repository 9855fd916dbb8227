import type { Appearance, LootboxActivation } from '@casino/sdk/contract';
import type { WheelSpin } from '@casino/sdk/loyalty';
import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { refusalMessages } from '../bonuses/refusalMessages';
import { useFormat } from '../format/useFormat';
import { isPlainLeftClick } from '../games/useGameLinks';
import { LoyaltyShell } from '../loyalty/LoyaltyShell';
import { useLoyalty } from '../loyalty/useLoyalty';
import { useLoyaltyT } from '../loyalty/useLoyaltyT';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { formMessageText } from '../shell/formMessage';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useReducedMotion } from './useReducedMotion';
import { WheelDrawing } from './WheelDrawing';
import { WHEEL_CSS } from './wheelCss';
import { landingRotation } from './wheelGeometry';

/** Props of {@link PrizeWheel}. All optional. */
export interface PrizeWheelProps {
  /** Address of the Rocket Mart, where the player gets more spins. Defaults to `${casino.baseUrl}/rocket-mart`. */
  rocketMartHref?: string;
  /** Address of the player's gifts, where a prize is. Defaults to `${casino.baseUrl}/profile/gifts`. */
  giftsHref?: string;
  /** Called instead of following a link on a plain left click, for single-page hosts. Defaults to none. */
  onNavigate?: (href: string) => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/** Whole turns a spin makes before it slows down on the prize; a reduced-motion spin makes none. */
const TURNS = 5;

/**
 * The prize wheel (loyalty.md §2–§4): the segments of the player's group drawn in SVG, the spins left, and a spin that
 * lands on the segment the server chose, announced to screen readers once the wheel stands still. Without spins it
 * says so and links to the Rocket Mart; a failed spin is shown and the wheel stays usable.
 */
export function PrizeWheel({ appearance, ...props }: PrizeWheelProps) {
  return (
    <LoyaltyShell widget="prize-wheel" appearance={appearance}>
      <style>{WHEEL_CSS}</style>
      <PrizeWheelContent {...props} />
    </LoyaltyShell>
  );
}

/** What an activation issued, in words: the bonus's or free spins' title. */
function issuedTitle({ issued }: LootboxActivation): string {
  return issued.type === 'bonus' ? issued.bonus.title : issued.freespins.title;
}

function PrizeWheelContent({ rocketMartHref, giftsHref, onNavigate }: Omit<PrizeWheelProps, 'appearance'>) {
  useSignals();
  const casino = useCasino();
  const { wheel } = useLoyalty();
  const { t } = useLoyaltyT();
  const { count } = useFormat();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const segments = useResource(wheel.segments, 'once');
  useResource(wheel.config, 'once');
  const reducedMotion = useReducedMotion();
  const headingId = useId();
  /** The wheel's turn; null until the first spin, when the first segment's middle rests under the pointer. */
  const [turned, setTurned] = useState<number | null>(null);
  /** The spin the wheel has come to rest for: its result shows (and is announced) only then. */
  const [restedFor, setRestedFor] = useState<WheelSpin | null>(null);
  const martLink = useRef<HTMLAnchorElement>(null);
  const spin = wheel.spin.value;
  const spinRef = useRef(spin);
  spinRef.current = spin;
  const list = segments.data?.segments ?? [];
  const rotation = turned ?? landingRotation(0, 0, Math.max(list.length, 1), 0);
  const baseUrl = casino.options.baseUrl;
  const martHref = rocketMartHref ?? `${baseUrl}/rocket-mart`;
  const prizesHref = giftsHref ?? `${baseUrl}/profile/gifts`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result starts the turn once; the rotation it starts from is read, not followed
  useEffect(() => {
    if (spin.status !== 'result') return;
    const next =
      spin.segment < list.length
        ? landingRotation(rotation, spin.segment, list.length, reducedMotion ? 0 : TURNS)
        : rotation;
    // already resting on the prize (or a prize the wheel does not show): nothing turns, the result shows at once
    if (next === rotation) setRestedFor(spin);
    else setTurned(next);
  }, [spin]);
  useEffect(() => () => wheel.reset(), [wheel]);

  const logged = loginState === 'logged';
  const spinsLeft = wheel.spinsLeft.value;
  const result = spin.status === 'result' && restedFor === spin ? spin : null;
  const turning = spin.status === 'spinning' || (spin.status === 'result' && result === null);
  const outOfSpins = logged && spinsLeft === 0 && !turning;
  // The Spin button goes when the last spin has landed: the focus moves on to the way to get more.
  useEffect(() => {
    if (outOfSpins && result !== null) martLink.current?.focus();
  }, [outOfSpins, result]);

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(event.currentTarget.getAttribute('href') ?? event.currentTarget.href);
  };
  const start = () => {
    wheel.reset();
    void wheel.start();
  };

  if (segments.status === 'error' && list.length === 0) {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('loyalty.wheel.title')}</h2>
        <Alert>{t('loyalty.wheel.load_failed')}</Alert>
        <Button variant="secondary" onClick={() => segments.reload()}>
          {t('loyalty.wheel.retry')}
        </Button>
      </section>
    );
  }
  if (list.length === 0) {
    return (
      <section aria-labelledby={headingId} className="casino-stack" aria-busy="true">
        <h2 id={headingId}>{t('loyalty.wheel.title')}</h2>
        <p role="status">{t('loyalty.wheel.loading')}</p>
      </section>
    );
  }

  const prize = result ? (list[result.segment]?.description ?? issuedTitle(result.activation)) : null;
  const cost = wheel.spinCost.value;
  let announcement = '';
  if (turning) announcement = t('loyalty.wheel.spinning');
  else if (prize !== null) announcement = t('loyalty.wheel.won', { prize });

  return (
    <section aria-labelledby={headingId} className="casino-stack casino-wheel">
      <h2 id={headingId}>{t('loyalty.wheel.title')}</h2>
      <WheelDrawing
        segments={list}
        rotation={rotation}
        animate={!reducedMotion}
        label={t('loyalty.wheel.label', { count: list.length })}
        onStopped={() => setRestedFor(spinRef.current)}
      />
      <p className="casino-wheel__announcement" role="status">
        {announcement}
      </p>
      {prize !== null ? (
        <p className="casino-wheel__prize">
          <a href={prizesHref} onClick={onLinkClick}>
            {t('loyalty.wheel.open_gifts')}
          </a>
        </p>
      ) : null}
      {spin.status === 'failed' && spinsLeft > 0 ? (
        <Alert title={t('loyalty.wheel.failed')}>
          {refusalMessages(spin.error).map((message) => {
            const text = formMessageText(t, message);
            return <p key={text}>{text}</p>;
          })}
        </Alert>
      ) : null}
      {logged ? (
        <p className="casino-wheel__spins">{t('loyalty.wheel.spins_left', { spins: count(spinsLeft) })}</p>
      ) : (
        <p>{t('loyalty.wheel.guest')}</p>
      )}
      {outOfSpins ? (
        <div className="casino-stack casino-stack--tight">
          <p>{t('loyalty.wheel.no_spins')}</p>
          {cost !== null ? <p>{t('loyalty.wheel.spin_cost', { points: count(cost) })}</p> : null}
          <p>
            <a ref={martLink} className="casino-button casino-button--primary" href={martHref} onClick={onLinkClick}>
              {t('loyalty.wheel.get_spins')}
            </a>
          </p>
        </div>
      ) : null}
      {logged && (spinsLeft > 0 || turning) ? (
        <Button busy={turning} onClick={start}>
          {turning ? t('loyalty.wheel.spinning') : t('loyalty.wheel.spin')}
        </Button>
      ) : null}
      <details className="casino-wheel__prizes">
        <summary>{t('loyalty.wheel.prizes')}</summary>
        <ol>
          {list.map((segment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its place on the wheel
            <li key={index}>{segment.description}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}
