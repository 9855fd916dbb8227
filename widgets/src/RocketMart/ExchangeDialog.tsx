import type { ExchangeState } from '@casino/sdk/loyalty';
import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { useFormat } from '../format/useFormat';
import { useLoyaltyT } from '../loyalty/useLoyaltyT';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { useCardTitle } from './useCardTitle';

/** A reward the balance cannot pay for: its title and the points missing. */
export interface Shortfall {
  title: string;
  missing: number;
}

/** Props of {@link ExchangeDialog}. */
export interface ExchangeDialogProps {
  /** The exchange flow's step; `idle` and `registration` show no dialog. */
  state: ExchangeState;
  /** A reward found unaffordable before any request (or refused as such); shown instead of the flow's step. */
  shortfall: Shortfall | null;
  /** The player's wallet currency, which names cash cards ({@link useCardTitle}). */
  currency: string;
  gamesHref: string;
  giftsHref: string;
  /** Follows a link of the dialog (single-page hosts take plain left clicks). */
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** "Go to the shop": back to every reward of the shop. */
  onGoToShop: () => void;
  onEnableBonuses: () => void;
  onClose: () => void;
}

/**
 * Internal: the Rocket Mart's one modal (loyalty.md §2, §4, §8): the insufficient-funds message with the missing
 * amount and "play games" / "go to the shop", the multi-account warning, the enable-bonuses confirmation, the
 * exchange running, and the result: success (what was given and where) or failure (not detailed).
 */
export function ExchangeDialog(props: ExchangeDialogProps) {
  const { state, shortfall, currency, gamesHref, giftsHref, onLinkClick, onGoToShop, onEnableBonuses, onClose } = props;
  const { t } = useLoyaltyT();
  const { count, money } = useFormat();
  const cardTitle = useCardTitle(currency);
  const titleId = useId();
  const textId = useId();
  const firstAction = useRef<HTMLButtonElement>(null);

  const refusedShort =
    state.step === 'failure' && state.code === 'insufficient_points' && state.missingPoints !== null
      ? { title: cardTitle(state.card), missing: state.missingPoints }
      : null;
  const short = shortfall ?? refusedShort;
  let title: string;
  let body: ReactNode;
  let actions: ReactNode;
  let role: 'dialog' | 'alertdialog' = 'dialog';
  const close = (
    <Button ref={firstAction} variant="secondary" onClick={onClose}>
      {t('loyalty.mart.close')}
    </Button>
  );

  if (short) {
    title = t('loyalty.mart.insufficient.title');
    body = (
      <p id={textId}>{t('loyalty.mart.insufficient.text', { points: count(short.missing), title: short.title })}</p>
    );
    actions = (
      <>
        <a className="casino-button casino-button--primary" href={gamesHref} onClick={onLinkClick}>
          {t('loyalty.mart.play_games')}
        </a>
        <Button ref={firstAction} variant="secondary" onClick={onGoToShop}>
          {t('loyalty.mart.go_to_shop')}
        </Button>
      </>
    );
  } else if (state.step === 'multi-account') {
    title = t('loyalty.mart.multi_account.title');
    body = <p id={textId}>{t('loyalty.mart.multi_account.text')}</p>;
    actions = close;
  } else if (state.step === 'enable-bonuses') {
    role = 'alertdialog';
    title = t('loyalty.mart.enable_bonuses.title');
    body = <p id={textId}>{t('loyalty.mart.enable_bonuses.text', { title: cardTitle(state.card) })}</p>;
    actions = (
      <>
        <Button onClick={onEnableBonuses}>{t('loyalty.mart.enable_bonuses.confirm')}</Button>
        <Button ref={firstAction} variant="secondary" onClick={onClose}>
          {t('loyalty.mart.cancel')}
        </Button>
      </>
    );
  } else if (state.step === 'exchanging') {
    title = t('loyalty.mart.exchanging');
    body = (
      <p id={textId} role="status">
        {t('loyalty.mart.exchange_label', { title: cardTitle(state.card) })}
      </p>
    );
    actions = null;
  } else if (state.step === 'success') {
    const { result } = state;
    const cash = result.issued.find((issue) => issue.kind === 'cash');
    const request = result.issued.some((issue) => issue.kind === 'request');
    title = t('loyalty.mart.success.title');
    body = (
      <div id={textId} className="casino-stack casino-stack--tight" role="status">
        <p>
          {t('loyalty.mart.success.text', {
            points: count(result.points),
            quantity: result.quantity,
            title: cardTitle(state.card),
          })}
        </p>
        {cash ? <p>{t('loyalty.mart.success.cash', { amount: money(cash.amount_cents, cash.currency) })}</p> : null}
        {!cash && !request ? <p>{t('loyalty.mart.success.gift')}</p> : null}
        {request ? <p>{t('loyalty.mart.success.request')}</p> : null}
      </div>
    );
    actions = (
      <>
        {!cash && !request ? (
          <a className="casino-button casino-button--primary" href={giftsHref} onClick={onLinkClick}>
            {t('loyalty.mart.open_gifts')}
          </a>
        ) : null}
        {close}
      </>
    );
  } else if (state.step === 'failure') {
    title = t('loyalty.mart.failure.title');
    const reason =
      state.code === 'price_changed' || state.code === 'bonuses_disabled'
        ? t(`loyalty.mart.failure.${state.code}`)
        : t('loyalty.mart.failure.text');
    body = (
      <p id={textId} role="alert">
        {reason}
      </p>
    );
    actions = close;
  } else {
    return null;
  }

  return (
    <Dialog
      role={role}
      labelledBy={titleId}
      describedBy={textId}
      onClose={onClose}
      closable={state.step !== 'exchanging'}
      initialFocus={firstAction}
      className="casino-mart__dialog casino-stack"
      backdropClassName="casino-mart__backdrop"
    >
      <h3 id={titleId}>{title}</h3>
      {body}
      {actions ? <div className="casino-mart__dialog-actions">{actions}</div> : null}
    </Dialog>
  );
}
