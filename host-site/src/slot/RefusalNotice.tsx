import type { Refusal } from './refusal';
import { REFUSAL_PAGES } from './refusal';
import { type SlotKey, useSlotT } from './slotText';

/** Props of {@link RefusalNotice}. */
export interface RefusalNoticeProps {
  refusal: Refusal;
  /** The casino's origin; its pages are where a refusal sends the player. */
  origin: string;
  /** Asks the framing page to open a casino page; null without a bridge (then the notice links there instead). */
  redirect: ((url: string) => void) | null;
}

const HEADINGS: Readonly<Record<Refusal['kind'], SlotKey>> = {
  sign_in: 'refusal.signIn',
  limit: 'refusal.limit',
  money: 'refusal.money',
  network: 'refusal.network',
  other: 'refusal.other',
};

const ACTIONS: Partial<Readonly<Record<Refusal['kind'], { page: keyof typeof REFUSAL_PAGES; label: SlotKey }>>> = {
  sign_in: { page: 'sign_in', label: 'refusal.signInLink' },
  limit: { page: 'limit', label: 'refusal.limitLink' },
  money: { page: 'money', label: 'refusal.deposit' },
};

/** Why the last spin did not happen, in words (the server's own), with the casino page that helps: limits, deposit or sign-in. */
export function RefusalNotice({ refusal, origin, redirect }: RefusalNoticeProps) {
  const t = useSlotT();
  const action = ACTIONS[refusal.kind];
  const detail =
    refusal.kind === 'limit' || refusal.kind === 'money'
      ? refusal.message
      : refusal.kind === 'other'
        ? (refusal.message ?? t('refusal.unexpected'))
        : null;
  const url = action ? `${origin}${REFUSAL_PAGES[action.page]}` : null;
  return (
    <div className="slot-refusal" role="alert">
      <p className="slot-refusal__title">{t(HEADINGS[refusal.kind])}</p>
      {detail ? <p className="slot-refusal__detail">{detail}</p> : null}
      {action && url ? (
        redirect ? (
          <button type="button" className="slot-button" onClick={() => redirect(url)}>
            {t(action.label)}
          </button>
        ) : (
          <a className="slot-button" href={url} target="_top">
            {t(action.label)}
          </a>
        )
      ) : null}
    </div>
  );
}
