import type { AdventureClaimRefusal } from '@casino/sdk/rules';
import type { MouseEvent } from 'react';
import { useId, useRef } from 'react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { useVipT } from '../vip/useVipT';
import type { AdventureCard } from './adventureCards';

/** Where a claim is: on its way, claimed (the prize is in the gifts), or refused (`code`: the platform's reason). */
export type ClaimState =
  | { step: 'claiming'; card: AdventureCard }
  | { step: 'claimed'; card: AdventureCard }
  | { step: 'refused'; card: AdventureCard; code: AdventureClaimRefusal | null };

/** Props of {@link ClaimDialog}. */
export interface ClaimDialogProps {
  state: ClaimState;
  giftsHref: string;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onClose: () => void;
}

/** Internal: the result of a claim in the one dialog: the prize is in the gifts (with a link), or why it was refused. */
export function ClaimDialog({ state, giftsHref, onLinkClick, onClose }: ClaimDialogProps) {
  const { t } = useVipT();
  const titleId = useId();
  const textId = useId();
  const firstAction = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  if (state.step === 'claiming') return null;
  const claimed = state.step === 'claimed';
  return (
    <Dialog
      labelledBy={titleId}
      describedBy={textId}
      onClose={onClose}
      initialFocus={firstAction}
      className="casino-adventure__dialog casino-stack"
      backdropClassName="casino-adventure__backdrop"
    >
      <h3 id={titleId}>{t(claimed ? 'vip.adventure.result.title' : 'vip.adventure.failure.title')}</h3>
      {claimed ? (
        <p id={textId} role="status">
          {t('vip.adventure.result.text', { prize: state.card.prize.title })}
        </p>
      ) : (
        <p id={textId} role="alert">
          {t(state.code ? `vip.adventure.failure.${state.code}` : 'vip.adventure.failure.text')}
        </p>
      )}
      <div className="casino-adventure__dialog-actions">
        {claimed ? (
          <a ref={firstAction} className="casino-button casino-button--primary" href={giftsHref} onClick={onLinkClick}>
            {t('vip.adventure.result.open_gifts')}
          </a>
        ) : null}
        <Button ref={claimed ? undefined : firstAction} variant="secondary" onClick={onClose}>
          {t('vip.adventure.close')}
        </Button>
      </div>
    </Dialog>
  );
}
