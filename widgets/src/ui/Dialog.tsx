import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `root` that Tab reaches, in document order. */
export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden],[inert]'));
}

/** The element that has the focus, looking into shadow roots (a widget's custom element holds its own focus). */
function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Makes everything beside `dialog` inert, on every level up to the document (through shadow roots), so that neither
 * Tab, a click nor a screen reader reaches the page under it. Returns the undo, which leaves alone what was inert
 * before.
 */
function inertOutside(dialog: HTMLElement): () => void {
  const made: Element[] = [];
  let node: Node = dialog;
  while (node !== document.body) {
    const parent = node.parentNode;
    if (!parent) break;
    for (const sibling of Array.from((parent as ParentNode).children)) {
      if (sibling === node || sibling.hasAttribute('inert') || /^(SCRIPT|STYLE|TEMPLATE)$/.test(sibling.tagName)) {
        continue;
      }
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    node = parent instanceof ShadowRoot ? parent.host : parent;
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}

let scrollLocks = 0;
let overflowBefore = '';

/** Stops the page under a modal from scrolling until every lock taken is released. Returns the release. */
function lockScroll(): () => void {
  if (scrollLocks === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = overflowBefore;
  };
}

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** `alertdialog` for a question that needs an answer (a confirmation). Defaults to `'dialog'`. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name, when no `labelledBy` is given. */
  label?: string;
  /** Id of the visible heading that names the dialog. */
  labelledBy?: string;
  /** Id of the text that describes it (an alert dialog's question). */
  describedBy?: string;
  /** Called on Escape. Required: every dialog can be left. */
  onClose: () => void;
  /** While false, Escape does nothing (a step that must finish, such as a cancellation being sent). Defaults to `true`. */
  closable?: boolean;
  /** Where the focus goes when it opens. Defaults to the dialog itself (its name is read, Tab reaches the first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Gets the dialog element, for callers that manage focus after content loads. */
  dialogRef?: RefObject<HTMLDivElement | null>;
  /** Class of the dialog box. */
  className?: string;
  /** Class of the backdrop around it, which covers the page. */
  backdropClassName?: string;
  children?: ReactNode;
}

/**
 * The one modal dialog of the widgets and the site: the focus moves in and stays in (Tab and Shift+Tab wrap),
 * everything beside it is inert and the page does not scroll, Escape closes it, and the focus goes back where it was
 * when it closes. Renders where it is mounted (inside a widget's shadow root too); portal it to show it over a page.
 */
export function Dialog({
  role = 'dialog',
  label,
  labelledBy,
  describedBy,
  onClose,
  closable = true,
  initialFocus,
  dialogRef,
  className,
  backdropClassName,
  children,
}: DialogProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const dialog = dialogRef ?? ownRef;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves in once, when the dialog opens
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const returnTo = focusedElement();
    const restore = inertOutside(node);
    const unlock = lockScroll();
    (initialFocus?.current ?? node).focus();
    return () => {
      restore();
      unlock();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closable) onClose();
      return;
    }
    const node = dialog.current;
    if (event.key !== 'Tab' || !node) return;
    const focusables = focusablesIn(node);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = focusedElement();
    if (event.shiftKey && (active === first || active === node)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={backdropClassName}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is dialog or alertdialog, which biome cannot read from a prop */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal and aria-label suit both roles the prop allows */}
      <div
        ref={dialog}
        className={className}
        role={role}
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
