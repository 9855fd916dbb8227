/** Source of the current time. Defaults to the system clock; tests pass their own to move time forward. */
export type Clock = () => Date;

/** The system clock. */
export const systemClock: Clock = () => new Date();
