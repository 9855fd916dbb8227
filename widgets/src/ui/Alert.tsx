import type { ReactNode } from 'react';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Kind of message: errors are announced at once (`role="alert"`), the others politely (`role="status"`). Defaults to `'error'`. */
  tone?: 'error' | 'info' | 'success';
  /** Bold first line. Defaults to none. */
  title?: ReactNode;
  children?: ReactNode;
}

/** A message about a whole form or widget, announced to screen readers. */
export function Alert({ tone = 'error', title, children }: AlertProps) {
  return (
    <div className={`casino-alert casino-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <strong className="casino-alert__title">{title}</strong> : null}
      {children}
    </div>
  );
}
