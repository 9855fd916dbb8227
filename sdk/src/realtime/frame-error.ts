/** A realtime frame that broke the contract and was dropped (reported on `realtime:error`). */
export class RealtimeFrameError extends Error {
  /** The frame as received. */
  readonly frame: unknown;

  constructor(message: string, frame: unknown) {
    super(`Realtime frame dropped: ${message}. Check that the platform speaks the same realtime protocol as this SDK.`);
    this.name = 'RealtimeFrameError';
    this.frame = frame;
  }
}
