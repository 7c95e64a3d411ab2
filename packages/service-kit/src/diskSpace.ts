/**
 * A full disk is a plain, temporary refusal, never a write acknowledged and then lost.
 *
 * Each service's store asks `assertRoomToWrite()` before a write and reports every commit's outcome to
 * `afterWrite()`. Writes are refused while the database's filesystem has less free space than the margin: SQLite
 * still needs room for its own housekeeping (the WAL and its checkpoints into the database file), and a disk that
 * is already at zero bytes leaves none. A write that fails for want of space all the same (SQLITE_FULL, ENOSPC)
 * marks the store full until the free space grows or a write commits again. While full, GET /api/health answers
 * 503, and every refused write answers 503 with Retry-After (errors.ts). Nothing needs a restart: the next write
 * after space is freed goes through.
 */
import { statfsSync } from 'node:fs';
import { dirname } from 'node:path';

/** Thrown instead of writing: too little free space is left on the database's disk. */
export class DiskFullError extends Error {
  readonly code = 'DISK_FULL';
  constructor(readonly folder: string) {
    super(`the disk holding ${folder} is full`);
  }
}

/**
 * SQLite's and the file system's words for "no space left": what a write throws when the disk filled up.
 * SQLITE_IOERR_SHMSIZE is SQLite failing to grow a WAL's shared-memory file, which on a full disk it cannot.
 */
export function isDiskFull(error: unknown): boolean {
  if (error instanceof DiskFullError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === 'SQLITE_IOERR_SHMSIZE' || code === 'ENOSPC';
}

/** The logger's two calls that DiskSpace uses (pino's Logger has them). */
export interface DiskSpaceLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface DiskSpaceOptions {
  /** The folder of the database (and anything else the service writes beside it). */
  folder: string;
  /** Writes are refused while fewer bytes than this are free on the folder's filesystem. */
  minFreeBytes: number;
  /** Free bytes on the folder's filesystem (tests may pin it; by default the file system's own count). */
  freeBytes?: (folder: string) => number;
}

/** The free bytes an unprivileged process may use on the filesystem of `folder`. */
export function freeBytesOn(folder: string): number {
  const stats = statfsSync(folder);
  return stats.bavail * stats.bsize;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export class DiskSpace {
  private log: DiskSpaceLog | undefined;
  /** Set while writes fail or are refused for want of space; the free bytes seen then. */
  private full: { freeBytes: number } | undefined;
  private readonly freeBytes: (folder: string) => number;

  constructor(private readonly options: DiskSpaceOptions) {
    this.freeBytes = options.freeBytes ?? freeBytesOn;
  }

  /** Where the state changes are logged: the service's logger once it exists (createServiceApp sets it). */
  reportTo(log: DiskSpaceLog): void {
    this.log = log;
  }

  /** Throws DiskFullError when a write should not be tried now. */
  assertRoomToWrite(): void {
    const free = this.currentFreeBytes();
    if (free !== undefined && free < this.options.minFreeBytes) {
      this.enterFull(free, 'fewer bytes are free than the margin kept for the database');
      throw new DiskFullError(this.options.folder);
    }
    // A write failed for want of space and nothing was freed since: trying again would fail the same way.
    if (this.full && (free === undefined || free <= this.full.freeBytes)) {
      throw new DiskFullError(this.options.folder);
    }
  }

  /** Reports how a write ended: `error` when it failed (only a lack of space matters here). */
  afterWrite(error?: unknown): void {
    if (error === undefined) {
      if (this.full) {
        this.full = undefined;
        this.log?.info({ folder: this.options.folder }, 'disk space is available again: writes resumed');
      }
      return;
    }
    if (isDiskFull(error) && !(error instanceof DiskFullError)) {
      this.enterFull(this.currentFreeBytes() ?? 0, 'a write failed because the disk is full');
    }
  }

  /** Whether writes can go through now: GET /api/health answers 503 otherwise. */
  writable(): boolean {
    try {
      this.assertRoomToWrite();
      return true;
    } catch {
      return false;
    }
  }

  private currentFreeBytes(): number | undefined {
    try {
      return this.freeBytes(this.options.folder);
    } catch {
      // A folder that cannot be measured is not refused for it: the write itself reports what is wrong.
      return undefined;
    }
  }

  private enterFull(freeBytes: number, reason: string): void {
    const wasFull = this.full !== undefined;
    this.full = { freeBytes };
    if (wasFull) return;
    // Once per episode: one line an operator can act on, not one per refused request.
    this.log?.error(
      {
        folder: this.options.folder,
        freeBytes,
        minFreeBytes: this.options.minFreeBytes,
      },
      `disk full: ${reason}; ${megabytes(freeBytes)} free where ${this.options.folder} is, ` +
        `${megabytes(this.options.minFreeBytes)} kept free; writes are refused (503) until space is freed`,
    );
  }
}

/** The guard for a service's SQLite file; none for an in-memory database (some tests), which has no disk. */
export function diskSpaceFor(databasePath: string, minFreeBytes: number): DiskSpace | undefined {
  return databasePath === ':memory:' ? undefined : new DiskSpace({ folder: dirname(databasePath), minFreeBytes });
}
