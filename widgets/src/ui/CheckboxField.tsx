import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedBy } from './describedBy';

/** Props of {@link CheckboxField}: every checkbox attribute plus a label, a hint and an error. */
export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** Visible label, tied to the checkbox; may hold links. Required. */
  label: ReactNode;
  /** Help text, announced with the checkbox. Defaults to none. */
  hint?: ReactNode;
  /** Error text; when set the checkbox is `aria-invalid` and describes itself with it. Defaults to none. */
  error?: ReactNode;
  /** Called with the new checked state on every change, besides `onChange`. Defaults to none. */
  onCheckedChange?: (checked: boolean) => void;
  /** Ref to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox that works controlled (`checked`) or uncontrolled (`defaultChecked`). */
export function CheckboxField({ label, hint, error, onCheckedChange, onChange, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-checkbox`;
  const hintId = hint ? `${generated}-hint` : undefined;
  const errorId = error ? `${generated}-error` : undefined;
  return (
    <div className="casino-field">
      <div className="casino-checkbox">
        <input
          {...input}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(input['aria-describedby'], hintId, errorId)}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.currentTarget.checked);
          }}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {hint ? (
        <span className="casino-field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p className="casino-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
