import { useCasino } from '@casino/widgets';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { PopupDialog } from '../popups/PopupDialog';

/** Attribute that marks a menu link as the special slot's: `<a href="/play/…" data-special-slot>`. */
export const SPECIAL_SLOT_ATTRIBUTE = 'data-special-slot';
/** Local storage key of the flag that records the special-slot intro as seen. */
export const SPECIAL_SLOT_SEEN_KEY = 'casino.special-slot-intro-seen';

/**
 * The special-slot intro (core.md §4): the first time the player follows a link marked with
 * {@link SPECIAL_SLOT_ATTRIBUTE} (the special slot's menu item), a popup introduces the slot instead, and a local flag
 * records it as seen; its play button then follows the link. Every later click follows the link at once.
 */
export function SpecialSlotIntro() {
  const { t } = useSiteT();
  const titleId = useId();
  const casino = useCasino();
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest(`a[${SPECIAL_SLOT_ATTRIBUTE}]`) : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const storage = casino.storage.local;
      if (storage?.getItem(SPECIAL_SLOT_SEEN_KEY)) return;
      event.preventDefault();
      storage?.setItem(SPECIAL_SLOT_SEEN_KEY, '1');
      const url = new URL(link.href, location.href);
      setTarget(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [casino]);

  if (target === null) return null;
  const play = () => {
    setTarget(null);
    navigate(target);
  };
  return (
    <PopupDialog label={t('specialSlot.title')} labelledBy={titleId} onClose={() => setTarget(null)}>
      <h2 id={titleId}>{t('specialSlot.title')}</h2>
      <p>{t('specialSlot.text')}</p>
      <div className="notice-actions">
        <button type="button" className="casino-button casino-button--primary" onClick={play}>
          {t('specialSlot.play')}
        </button>
      </div>
    </PopupDialog>
  );
}
