import type { Appearance } from '@casino/sdk/contract';
import type { ReactNode } from 'react';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useCasinoStatus } from '../provider/useCasinoStatus';
import { useT, type WidgetTranslation } from '../provider/useT';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/** Props of {@link WidgetShell}. */
export interface WidgetShellProps {
  /** Which widget is inside; written to the root's `data-casino-widget`. */
  widget: string;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
  /** The widget's translations when it has a namespace of its own (see `useNamespacesT`). Defaults to the `widgets` ones. */
  texts?: WidgetTranslation;
  /**
   * Whether the frame stays empty while it waits and on a start error, instead of showing the busy skeleton and the
   * error. Defaults to `false`; the page's chrome (toasts, the bell) passes `true`.
   */
  silentUntilReady?: boolean;
  /** The widget itself, rendered once its strings are loaded and the casino has started. */
  children: ReactNode;
}

/** Internal: the frame of every widget. Shows a busy skeleton until the strings and the casino are ready, and the start error with a retry. */
export function WidgetShell({ widget, appearance, texts, silentUntilReady = false, children }: WidgetShellProps) {
  const widgetTexts = useT();
  const { t, ready } = texts ?? widgetTexts;
  const start = useCasinoStatus();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  let content: ReactNode;
  const waiting = !ready || start.status !== 'ready' || loginState === 'unknown';
  if (silentUntilReady && waiting) {
    content = null;
  } else if (!ready) {
    content = <div className="casino-skeleton" role="status" aria-busy="true" />;
  } else if (start.status === 'error') {
    content = (
      <div className="casino-stack">
        <Alert>{t('common.start_failed')}</Alert>
        <Button variant="secondary" onClick={start.retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (start.status === 'loading' || loginState === 'unknown') {
    content = (
      <div className="casino-skeleton" role="status" aria-busy="true">
        <span className="casino-visually-hidden">{t('common.loading')}</span>
      </div>
    );
  } else {
    content = children;
  }
  return (
    <ThemeRoot widget={widget} appearance={appearance}>
      {content}
    </ThemeRoot>
  );
}
