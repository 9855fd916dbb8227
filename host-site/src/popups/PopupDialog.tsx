import { Dialog } from '@casino/widgets';
import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSiteT } from '../i18n/useSiteT';

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
 * A popup over the page: the widgets' {@link Dialog} (focus kept inside, the page inert and still, Escape, focus
 * returned) portalled to the body, with a close button; the focus goes to the first field once one shows.
 */
export function PopupDialog({ label, labelledBy, onClose, variant = 'card', children }: PopupDialogProps) {
  const { t } = useSiteT();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    // Content that loads after opening (a widget waiting for the casino) gets the focus once its first field shows,
    // unless the player has moved the focus meanwhile.
    const focusFirstField = () => {
      const field = node.querySelector<HTMLElement>(FIRST_FIELD);
      field?.focus();
      return Boolean(field);
    };
    const observer = new MutationObserver(() => {
      if (document.activeElement !== node || focusFirstField()) observer.disconnect();
    });
    if (!focusFirstField()) observer.observe(node, { childList: true, subtree: true });
    return () => observer.disconnect();
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

  return createPortal(
    <Dialog
      label={label}
      labelledBy={labelledBy}
      onClose={onClose}
      dialogRef={dialog}
      className={`popup popup--${variant}`}
      backdropClassName={`popup-backdrop popup-backdrop--${variant}`}
    >
      <button type="button" className="popup__close" onClick={onClose} aria-label={t('dialog.close')}>
        <span aria-hidden="true">×</span>
      </button>
      <div className="popup__body">{children}</div>
    </Dialog>,
    document.body,
  );
}
