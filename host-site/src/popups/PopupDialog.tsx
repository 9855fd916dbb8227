import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSiteT } from '../i18n/useSiteT';
import { focusablesIn } from './focusable';
import { lockScroll } from './scrollLock';

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Props of {@link PopupDialog}. */
export interface PopupDialogProps {
  /** Accessible name of the dialog, used when no `labelledBy` is given. Required. */
  label: string;
  /** Id of a visible heading inside that names the dialog. Defaults to none (the `label` names it). */
  labelledBy?: string;
  /** Called when the player dismisses the dialog: close button, Escape, or (for a sheet) a click beside it. Required. */
  onClose: () => void;
  /** Look: a centred card, or a sheet from the side for menus. Defaults to `'card'`. */
  variant?: 'card' | 'sheet';
  children?: ReactNode;
}

/**
 * A modal dialog over the page: focus moves in and stays in (Tab and Shift+Tab wrap), Escape closes it, the page
 * under it does not scroll, and focus returns to where it was when it closes.
 */
export function PopupDialog({ label, labelledBy, onClose, variant = 'card', children }: PopupDialogProps) {
  const { t } = useSiteT();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = dialog.current;
    const unlock = lockScroll();
    // Content that loads after opening (a widget waiting for the casino) gets the focus once its first field shows,
    // unless the player has moved the focus meanwhile.
    const focusFirstField = () => {
      const field = node?.querySelector<HTMLElement>(FIRST_FIELD);
      field?.focus();
      return Boolean(field);
    };
    const observer = new MutationObserver(() => {
      if (document.activeElement !== node || focusFirstField()) observer.disconnect();
    });
    if (node && !focusFirstField()) {
      node.focus();
      observer.observe(node, { childList: true, subtree: true });
    }
    return () => {
      observer.disconnect();
      unlock();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (variant !== 'sheet') return;
    // A sheet (the menu) also closes on a click beside it; a form popup does not, so no typing is lost by a stray click.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !dialog.current?.contains(event.target)) closeRef.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [variant]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusables = focusablesIn(dialog.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={`popup-backdrop popup-backdrop--${variant}`}>
      <div
        ref={dialog}
        className={`popup popup--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="popup__close" onClick={onClose} aria-label={t('dialog.close')}>
          <span aria-hidden="true">×</span>
        </button>
        <div className="popup__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
