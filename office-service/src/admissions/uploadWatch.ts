/**
 * Cuts off an upload that stalls or drags: the request must bring bytes at least every `idleMs`, and be whole
 * within `totalMs`. A parent on a slow link keeps going as long as bytes keep coming; a client that opens an
 * upload and stops (by accident or to hold the server's sockets and disk) is cut off.
 */
import type { IncomingMessage } from 'node:http';

export class UploadCutOff extends Error {
  constructor(readonly reason: 'stalled' | 'too-slow') {
    super(`upload cut off: ${reason}`);
  }
}

export class UploadWatch {
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly totalTimer: NodeJS.Timeout;
  private readonly controller = new AbortController();
  /** Rejects with UploadCutOff when the upload is cut off; never resolves. */
  readonly cutOff: Promise<never>;
  private fail!: (error: UploadCutOff) => void;

  constructor(
    private readonly request: IncomingMessage,
    private readonly idleMs: number,
    totalMs: number,
  ) {
    this.cutOff = new Promise<never>((_, reject) => (this.fail = reject));
    // Callers race it; one that is never raced must not be an unhandled rejection.
    this.cutOff.catch(() => undefined);
    this.totalTimer = setTimeout(() => this.stop(new UploadCutOff('too-slow')), totalMs);
    this.request.on('data', this.onData);
    this.onData();
  }

  /** Aborted when the upload is cut off: streams writing the upload to disk stop with it. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The upload has been read whole (or given up for another reason). */
  done(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.totalTimer);
    this.request.off('data', this.onData);
  }

  private readonly onData = (): void => {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.stop(new UploadCutOff('stalled')), this.idleMs);
  };

  private stop(error: UploadCutOff): void {
    this.done();
    this.controller.abort(error);
    this.fail(error);
  }
}
