import { type ReactNode, useId } from 'react';

/** Ids that tie a field's control to its hint and error. */
export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
}

/** The ids of one field: the given control id or a generated one, and ids for the hint and error when present. */
export function useFieldIds(id: string | undefined, kind: string, hint: ReactNode, error: ReactNode): FieldIds {
  const generated = useId();
  return {
    controlId: id ?? `${generated}-${kind}`,
    hintId: hint ? `${generated}-hint` : undefined,
    errorId: error ? `${generated}-error` : undefined,
  };
}

/** Props of {@link FieldNotes}. */
export interface FieldNotesProps {
  hint: ReactNode;
  error: ReactNode;
  ids: FieldIds;
}

/** The hint and the error under a field, with the ids its control's `aria-describedby` points at. */
export function FieldNotes({ hint, error, ids }: FieldNotesProps) {
  return (
    <>
      {hint ? (
        <span className="casino-field__hint" id={ids.hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p className="casino-field__error" id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}
