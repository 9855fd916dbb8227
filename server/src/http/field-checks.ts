import { type FieldMessages, HttpError } from './http-error';

/** Runs the independent checks of one request body and refuses them together: see {@link fieldChecks}. */
export interface FieldChecks {
  /** Runs one check; a 422 it throws is kept (its result is then undefined), any other error is thrown at once. */
  check<T>(run: () => T | Promise<T>): Promise<T | undefined>;
  /** Throws one 422 naming every field the checks refused so far; does nothing when none did. */
  refuseIfAny(): void;
}

/**
 * Collects the 422s of a body's independent checks (amount, card fields, return URL…), so that one answer names
 * every bad field instead of the first one: a player fixes them all at once.
 */
export function fieldChecks(): FieldChecks {
  const errors: FieldMessages = {};
  return {
    async check(run) {
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
        for (const [field, messages] of Object.entries(error.errors)) {
          errors[field] = [...(errors[field] ?? []), ...messages];
        }
        return undefined;
      }
    },
    refuseIfAny() {
      if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
    },
  };
}
