import type { Lootbox, LootboxActivation } from '@casino/sdk/contract';
import { type MouseEvent, useId, useState } from 'react';
import { refusalMessages } from '../bonuses/refusalMessages';
import { useFormat } from '../format/useFormat';
import { useLoyaltyT } from '../loyalty/useLoyaltyT';
import { type FormMessage, formMessageText } from '../shell/formMessage';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/** Props of {@link LootBoxCard}. */
export interface LootBoxCardProps {
  box: Lootbox;
  /** Now, in ms: a box past its deadline shows as expired. */
  now: number;
  /** Address of the player's gifts, where a prize is. */
  giftsHref: string;
  /** Click handler of the gifts link (hands plain left clicks to the host's `onNavigate`). */
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Opens the box; rejects with the refusal. */
  onOpen: () => Promise<LootboxActivation>;
}

/** The prize of an item in words: its bonus's title. */
const prizeTitle = (item: Lootbox['items'][number]) => item.bonuses.map((bonus) => bonus.title).join(', ');

/**
 * Internal: one loot box: its title, its state (ready to open until its deadline, opened, expired), what it may hold,
 * and Open; once opened, the won item is marked and named (announced to screen readers), with a link to the gifts.
 * A refused opening shows on the card, which stays usable.
 */
export function LootBoxCard({ box, now, giftsHref, onLinkClick, onOpen }: LootBoxCardProps) {
  const { t } = useLoyaltyT();
  const format = useFormat();
  const titleId = useId();
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<FormMessage[]>([]);
  const expired =
    box.stage === 'expired' ||
    (box.stage === 'issued' && box.valid_until !== null && Date.parse(box.valid_until) <= now);
  const won = box.stage === 'activated' ? box.items.find((item) => item.prize) : undefined;

  const open = async () => {
    setOpening(true);
    setFailure([]);
    try {
      await onOpen();
    } catch (error) {
      setFailure(refusalMessages(error));
    } finally {
      setOpening(false);
    }
  };

  let state = t('loyalty.lootboxes.opened');
  if (expired) state = t('loyalty.lootboxes.expired');
  else if (box.stage === 'issued' && box.valid_until !== null)
    state = t('loyalty.lootboxes.valid_until', { date: format.dateTime(box.valid_until) });
  else if (box.stage === 'issued') state = '';

  return (
    <article
      className="casino-lootbox casino-stack casino-stack--tight"
      aria-labelledby={titleId}
      data-stage={expired ? 'expired' : box.stage}
    >
      <header className="casino-lootbox__head">
        <h3 id={titleId}>{box.title}</h3>
        {state ? <span className="casino-lootbox__state">{state}</span> : null}
      </header>
      <div>
        <h4 className="casino-field__label">{t('loyalty.lootboxes.prizes')}</h4>
        <ul className="casino-lootbox__items">
          {box.items.map((item) => (
            <li key={item.id} aria-current={item.prize || undefined}>
              {prizeTitle(item)}
            </li>
          ))}
        </ul>
      </div>
      <p className="casino-lootbox__won" role="status">
        {won ? t('loyalty.lootboxes.won', { prize: prizeTitle(won) }) : ''}
      </p>
      {won ? (
        <a href={giftsHref} onClick={onLinkClick}>
          {t('loyalty.lootboxes.open_gifts')}
        </a>
      ) : null}
      {failure.length > 0 ? (
        <Alert title={t('loyalty.lootboxes.open_failed', { title: box.title })}>
          {failure.map((message) => {
            const text = formMessageText(t, message);
            return <p key={text}>{text}</p>;
          })}
        </Alert>
      ) : null}
      {box.stage === 'issued' && !expired ? (
        <div className="casino-row">
          <Button busy={opening} onClick={open} aria-label={t('loyalty.lootboxes.open_label', { title: box.title })}>
            {opening ? t('loyalty.lootboxes.opening') : t('loyalty.lootboxes.open')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
