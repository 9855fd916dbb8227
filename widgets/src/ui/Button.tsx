import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

/** Props of {@link Button}: every `<button>` attribute plus a look and a busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look of the button. Defaults to `'primary'`. */
  variant?: 'primary' | 'secondary' | 'link';
  /** While true the button stays focusable but ignores clicks and is marked `aria-disabled` and `aria-busy`. Defaults to `false`. */
  busy?: boolean;
  /** Ref to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button (type `button` unless told otherwise) that keeps its focus while busy. */
export function Button({
  variant = 'primary',
  busy = false,
  type = 'button',
  className,
  onClick,
  ...button
}: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={['casino-button', `casino-button--${variant}`, className].filter(Boolean).join(' ')}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
