import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from './describedBy';
import { FieldNotes, useFieldIds } from './fieldParts';

/** Props of {@link TextField}: every `<input>` attribute plus a label, a hint and an error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label, tied to the input. Required. */
  label: ReactNode;
  /** Help text under the input, announced with it. Defaults to none. */
  hint?: ReactNode;
  /** Error text; when set the input is `aria-invalid` and describes itself with it. Defaults to none. */
  error?: ReactNode;
  /** Called with the new text on every change, besides `onChange`. Defaults to none. */
  onValueChange?: (value: string) => void;
  /** Ref to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (type `text` by default) that works controlled (`value`) or uncontrolled (`defaultValue`). */
export function TextField({
  label,
  hint,
  error,
  onValueChange,
  onChange,
  id,
  type = 'text',
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, 'input', hint, error);
  const { controlId: inputId, hintId, errorId } = ids;
  return (
    <div className="casino-field">
      <label className="casino-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        type={type}
        className="casino-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(input['aria-describedby'], hintId, errorId)}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.currentTarget.value);
        }}
      />
      <FieldNotes hint={hint} error={error} ids={ids} />
    </div>
  );
}
