import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { describedBy } from './describedBy';
import { FieldNotes, useFieldIds } from './fieldParts';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
  /** Whether the option can be chosen. Defaults to `false`. */
  disabled?: boolean;
}

/** Props of {@link SelectField}: every `<select>` attribute plus a label, options, a hint and an error. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  /** Visible label, tied to the select. Required. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Text of an empty first choice (value `''`). Defaults to none. */
  placeholder?: string;
  /** Help text, announced with the select. Defaults to none. */
  hint?: ReactNode;
  /** Error text; when set the select is `aria-invalid` and describes itself with it. Defaults to none. */
  error?: ReactNode;
  /** Called with the chosen value on every change, besides `onChange`. Defaults to none. */
  onValueChange?: (value: string) => void;
  /** Ref to the `<select>`. */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader support come with it), controlled or uncontrolled. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  onValueChange,
  onChange,
  id,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, 'select', hint, error);
  const { controlId: selectId, hintId, errorId } = ids;
  return (
    <div className="casino-field">
      <label className="casino-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        {...select}
        id={selectId}
        className="casino-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(select['aria-describedby'], hintId, errorId)}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.currentTarget.value);
        }}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} error={error} ids={ids} />
    </div>
  );
}
