/** Clears one module's user data; runs at sign-out and after a 401. Must not throw. */
export type UserStateReset = () => void;

/** Where modules register the user data they hold, so that sign-out clears all of it (core.md §4). */
export interface UserStateRegistry {
  /** Adds a reset; returns a function that removes it. */
  register(reset: UserStateReset): () => void;
  /** Runs every registered reset, in registration order; each runs even when an earlier one throws. */
  clear(): void;
}

/** Creates an empty registry. */
export function createUserStateRegistry(): UserStateRegistry {
  const resets = new Set<UserStateReset>();
  return {
    register(reset) {
      resets.add(reset);
      return () => {
        resets.delete(reset);
      };
    },
    clear() {
      const failures: unknown[] = [];
      for (const reset of resets) {
        try {
          reset();
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw new AggregateError(failures, 'A registered user-state reset threw while clearing');
    },
  };
}
