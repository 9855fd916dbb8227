import type { Gift } from '@casino/sdk/bonuses';
import type { FreespinGame } from '@casino/sdk/contract';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { refusalMessages } from '../bonuses/refusalMessages';
import { useBonusesT } from '../bonuses/useBonusesT';
import { useFormat } from '../format/useFormat';
import { type FormMessage, formMessageText } from '../shell/formMessage';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { WageringProgress } from '../ui/WageringProgress';
import { CancelDialog } from './CancelDialog';

/** Props of {@link GiftCard}. */
export interface GiftCardProps {
  gift: Gift;
  /** Address of a free-spin game's page. */
  gameHref: (game: FreespinGame) => string;
  /** Click handler of a game link (hands plain left clicks to the host's `onNavigate`). */
  onGameClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Activates the gift; rejects with the refusal. */
  onActivate: () => Promise<void>;
  /** Cancels the gift; rejects with the refusal. */
  onCancel: () => Promise<void>;
}

/**
 * Internal: one gift: its title, amount, stage in words, "New" badge, wagering progress, deadlines and maximum win;
 * for free spins the spins left, winnings so far, bet per spin and games. Activate and Cancel (after a confirmation)
 * show their refusals on the card, which stays usable.
 */
export function GiftCard({ gift, gameHref, onGameClick, onActivate, onCancel }: GiftCardProps) {
  const { t } = useBonusesT();
  const format = useFormat();
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [activating, setActivating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const returnFocus = useRef(false);
  const [failure, setFailure] = useState<FormMessage[]>([]);
  const money = (cents: number) => format.money(cents, gift.currency);

  const activate = async () => {
    setActivating(true);
    setFailure([]);
    try {
      await onActivate();
    } catch (error) {
      setFailure(refusalMessages(error));
    } finally {
      setActivating(false);
    }
  };
  const closeDialog = () => {
    returnFocus.current = true;
    setConfirming(false);
  };
  useEffect(() => {
    if (confirming || !returnFocus.current) return;
    returnFocus.current = false;
    cancelRef.current?.focus();
  }, [confirming]);

  const bonus = gift.kind === 'bonus' ? gift.bonus : null;
  const freespin = gift.kind === 'freespins' ? gift.freespin : null;
  const wagering = bonus && bonus.amount_wager_requirement_cents > 0 && !gift.isFinished ? bonus : null;
  return (
    <article className="casino-gift casino-stack" aria-labelledby={titleId}>
      <header className="casino-gift__head">
        <h3 id={titleId}>{gift.title}</h3>
        {gift.isNew ? <span className="casino-gift__new">{t('bonuses.gift.new')}</span> : null}
      </header>
      <dl className="casino-amounts">
        <dt>{t('bonuses.gift.stage')}</dt>
        <dd>{t(`bonuses.stage.${gift.stage}`)}</dd>
        {bonus ? (
          <>
            <dt>{t('bonuses.gift.amount')}</dt>
            <dd>{money(bonus.amount_cents)}</dd>
            {bonus.max_win_cents !== null ? (
              <>
                <dt>{t('bonuses.gift.max_win')}</dt>
                <dd>{money(bonus.max_win_cents)}</dd>
              </>
            ) : null}
          </>
        ) : null}
        {freespin ? (
          <>
            <dt>{t('bonuses.gift.spins')}</dt>
            <dd>
              {t('bonuses.gift.spins_left', {
                left: freespin.freespins_total - (freespin.freespins_performed ?? 0),
                total: freespin.freespins_total,
              })}
            </dd>
            <dt>{t('bonuses.gift.winnings')}</dt>
            <dd>{money(freespin.win_cents)}</dd>
            <dt>{t('bonuses.gift.bet')}</dt>
            <dd>{money(freespin.bet_level)}</dd>
          </>
        ) : null}
        {gift.activatable && gift.activatableUntil ? (
          <>
            <dt>{t('bonuses.gift.activatable_until')}</dt>
            <dd>{format.dateTime(gift.activatableUntil)}</dd>
          </>
        ) : null}
        {gift.validUntil && !gift.isFinished ? (
          <>
            <dt>{t('bonuses.gift.valid_until')}</dt>
            <dd>{format.dateTime(gift.validUntil)}</dd>
          </>
        ) : null}
      </dl>
      {wagering ? (
        <WageringProgress
          label={t('bonuses.gift.wagering')}
          percent={gift.wageringPercent}
          percentText={format.percent(gift.wageringPercent)}
          description={t('bonuses.gift.wagering_progress', {
            wagered: money(wagering.amount_wager_cents),
            required: money(wagering.amount_wager_requirement_cents),
            percent: format.percent(gift.wageringPercent),
          })}
        />
      ) : null}
      {freespin && freespin.games_info.length > 0 ? (
        <div>
          <h4 className="casino-field__label">{t('bonuses.gift.games')}</h4>
          <ul className="casino-gift__games">
            {freespin.games_info.map((game) => (
              <li key={game.identifier}>
                <a href={gameHref(game)} onClick={onGameClick}>
                  {game.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {failure.length > 0 ? (
        <Alert title={t('bonuses.gift.activate_failed', { title: gift.title })}>
          {failure.map((message) => {
            const text = formMessageText(t, message);
            return <p key={text}>{text}</p>;
          })}
        </Alert>
      ) : null}
      {confirming ? (
        <CancelDialog gift={gift} onConfirm={onCancel} onClose={closeDialog} />
      ) : (
        <div className="casino-row">
          {gift.activatable && gift.stage === 'issued' ? (
            <Button
              busy={activating}
              onClick={activate}
              aria-label={t('bonuses.gift.activate_label', { title: gift.title })}
            >
              {activating ? t('bonuses.gift.activating') : t('bonuses.gift.activate')}
            </Button>
          ) : null}
          {gift.cancelable ? (
            <Button
              variant="secondary"
              ref={cancelRef}
              disabled={activating}
              onClick={() => setConfirming(true)}
              aria-label={t('bonuses.gift.cancel_label', { title: gift.title })}
            >
              {t('bonuses.gift.cancel')}
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}
