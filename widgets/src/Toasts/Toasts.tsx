import type { Toast } from '@casino/sdk/bonuses';
import type { Appearance } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import { BonusesShell } from '../bonuses/BonusesShell';
import { useBonuses } from '../bonuses/useBonuses';
import { useBonusesT } from '../bonuses/useBonusesT';
import { isPlainLeftClick } from '../games/useGameLinks';
import { Button } from '../ui/Button';

/** Props of {@link Toasts}. All optional. */
export interface ToastsProps {
  /** Called instead of following a toast's action link on a plain left click, for single-page hosts. Defaults to none: links are followed. */
  onNavigate?: (to: string) => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The casino's toasts (core.md §8–§9) as a labelled region: each with a close button and its action link. The toasts
 * module dismisses them after 10 s, except a reached limit (`ON_LIMIT_REACHED`), which stays until closed.
 */
export function Toasts({ appearance, ...props }: ToastsProps) {
  return (
    <BonusesShell widget="toasts" appearance={appearance}>
      <ToastsContent {...props} />
    </BonusesShell>
  );
}

function ToastsContent({ onNavigate }: Omit<ToastsProps, 'appearance'>) {
  useSignals();
  const { toasts } = useBonuses();
  const { t } = useBonusesT();
  const items = toasts.items.value;
  const follow = (event: MouseEvent<HTMLAnchorElement>, toast: Toast, to: string) => {
    if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    toasts.dismiss(toast.id);
    onNavigate(to);
  };
  return (
    <section className="casino-toasts-region" aria-label={t('bonuses.toasts.label')}>
      {/* errors interrupt at once; the others wait for a pause */}
      <ul className="casino-toasts" aria-live="polite">
        {items
          .filter((toast) => toast.tone !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} onFollow={follow} />
          ))}
      </ul>
      <ul className="casino-toasts" aria-live="assertive">
        {items
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} onFollow={follow} />
          ))}
      </ul>
    </section>
  );
}

interface ToastItemProps {
  toast: Toast;
  onFollow: (event: MouseEvent<HTMLAnchorElement>, toast: Toast, to: string) => void;
}

function ToastItem({ toast, onFollow }: ToastItemProps) {
  const { toasts } = useBonuses();
  const { t } = useBonusesT();
  const { action } = toast;
  return (
    <li className={`casino-toast casino-toast--${toast.tone}`} data-code={toast.code}>
      <div className={`casino-alert casino-alert--${toast.tone === 'warning' ? 'error' : toast.tone}`}>
        {toast.title ? <strong className="casino-alert__title">{toast.title}</strong> : null}
        <p>{toast.text}</p>
        {action ? (
          <a href={action.to} onClick={(event) => onFollow(event, toast, action.to)}>
            {action.label}
          </a>
        ) : null}
      </div>
      <Button
        variant="secondary"
        className="casino-toast__close"
        aria-label={t('bonuses.toasts.close')}
        onClick={() => toasts.dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </li>
  );
}
