import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from './describedBy';
import { FieldNotes, useFieldIds } from './fieldParts';

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
  const ids = useFieldIds(id, 'checkbox', hint, error);
  const { controlId: inputId, hintId, errorId } = ids;
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
      <FieldNotes hint={hint} error={error} ids={ids} />
    </div>
  );
}
