import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { NavigationLink } from './NavigationLink';
import type { NavigationEntry } from './navigationEntries';

/** Props of {@link MoreMenu}. */
export interface MoreMenuProps {
  /** The entries that did not fit the navigation's row; none keeps the button out of view (still measured). */
  entries: readonly NavigationEntry[];
}

/**
 * The top navigation's More menu: a disclosure button and the list of the entries that did not fit. It closes on
 * Escape (the focus back on the button), a click or the focus outside it, and when a link is followed. The button is
 * marked while the current page's entry is inside.
 */
export function MoreMenu({ entries }: MoreMenuProps) {
  const { t } = useSiteT();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const idle = entries.length === 0;
  const expanded = open && !idle;
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node) || !root.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div
      ref={root}
      className={idle ? 'top-nav__more top-nav__more--idle' : 'top-nav__more'}
      aria-hidden={idle || undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className="top-nav__link top-nav__more-button"
        data-overflow-more
        data-current={entries.some((entry) => entry.current) || undefined}
        aria-expanded={expanded}
        aria-controls={panelId}
        tabIndex={idle ? -1 : undefined}
        onClick={() => setOpen(!expanded)}
      >
        {t('nav.more')}
        <span aria-hidden="true" className="top-nav__more-arrow">
          ▾
        </span>
      </button>
      <ul id={panelId} className="top-nav__menu" hidden={!expanded}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavigationLink entry={entry} className="top-nav__menu-link" onFollow={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
