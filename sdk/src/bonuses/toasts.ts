import { type ReadonlySignal, signal } from '@preact/signals-core';
import { isAutoDismissed, TOAST_AUTO_DISMISS_MS } from '../rules/toasts';

/** A short message in the corner (core.md §8, §9). */
export interface Toast {
  /** Identity: showing a toast with the same id replaces it. */
  id: string;
  tone: 'info' | 'success' | 'warning' | 'error';
  title?: string;
  text: string;
  /** An error-catalogue code, e.g. `ON_LIMIT_REACHED` (which does not close by itself). */
  code?: string;
  /** A link to act on it. */
  action?: { label: string; to: string };
}

/** The toasts on screen. */
export interface ToastsModule {
  /** Shown toasts, oldest first. */
  readonly items: ReadonlySignal<readonly Toast[]>;
  /** Shows a toast (replacing one with the same id); it closes after 10 s unless its code is `ON_LIMIT_REACHED`. */
  show(toast: Toast): void;
  /** Closes a toast. */
  dismiss(id: string): void;
}

/** Options of {@link createToasts}. */
export interface ToastsOptions {
  /** Time a toast stays. Defaults to `TOAST_AUTO_DISMISS_MS` (10000). */
  autoDismissMs?: number;
  /** Timer functions. Default to the global ones. */
  setTimeout?: typeof setTimeout;
  clearTimeout?: typeof clearTimeout;
}

/** Creates an empty toast list. */
export function createToasts(options: ToastsOptions = {}): ToastsModule {
  const autoDismissMs = options.autoDismissMs ?? TOAST_AUTO_DISMISS_MS;
  const items = signal<readonly Toast[]>([]);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function stopTimer(id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) (options.clearTimeout ?? clearTimeout)(timer);
    timers.delete(id);
  }

  function dismiss(id: string) {
    stopTimer(id);
    if (items.value.some((toast) => toast.id === id)) items.value = items.value.filter((toast) => toast.id !== id);
  }

  return {
    items,
    show(toast) {
      stopTimer(toast.id);
      items.value = items.value.some((item) => item.id === toast.id)
        ? items.value.map((item) => (item.id === toast.id ? toast : item))
        : [...items.value, toast];
      if (isAutoDismissed(toast.code)) {
        timers.set(
          toast.id,
          (options.setTimeout ?? setTimeout)(() => dismiss(toast.id), autoDismissMs),
        );
      }
    },
    dismiss,
  };
}
