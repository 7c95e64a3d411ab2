/**
 * Retention: applications and messages older than OFFICE_RETENTION_DAYS are removed, with their files and emails,
 * when the service starts and every hour after. The log line names counts only, never a child or a parent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OfficeRecords, PurgeCounts } from './officeRecords.js';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** The instant before which a record is out of retention. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * dayMs);
}

export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly records: OfficeRecords,
    private readonly retentionDays: number,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
    private readonly everyMs: number = hourMs,
  ) {}

  /** Purges now, then every hour; a failed run is logged and the next one tries again. */
  start(): void {
    this.runOnce();
    this.timer = setInterval(() => this.runOnce(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  runOnce(): PurgeCounts | undefined {
    const now = this.now();
    try {
      const counts = this.records.purgeBefore(retentionCutoff(now, this.retentionDays), now);
      const removed = counts.admissions + counts.messages + counts.emails + counts.leftoverFolders;
      if (removed > 0)
        this.log.info({ retentionDays: this.retentionDays, ...counts }, 'retention: old records removed');
      return counts;
    } catch (error) {
      this.log.error({ err: error }, 'retention: the purge failed; it runs again within the hour');
      return undefined;
    }
  }
}
