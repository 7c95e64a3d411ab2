/**
 * The accounts' audit trail (table fee_audit, append-only): who did what, when, for which student, with which
 * reference. The actor is `operator` from `make fees`, a staff member's email from the console, and
 * `payment-service` for what the service does on a wallet's word.
 */
import type Database from 'better-sqlite3';

export const serviceActor = 'payment-service';
export const operatorActor = 'operator';

export const auditActions = [
  'wallet-payment-allocated',
  'wallet-refund-reversed',
  'office-payment-recorded',
  'credit-applied',
  'credit-refunded',
  'due-waived',
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditEntry {
  actor: string;
  action: AuditAction;
  studentId: string | null;
  reference: string | null;
  at: string;
}

export function recordAudit(db: Database.Database, entry: AuditEntry): void {
  db.prepare(
    'INSERT INTO fee_audit (actor, action, student_id, reference, at) VALUES (@actor, @action, @studentId, @reference, @at)',
  ).run(entry);
}

export function auditTrail(db: Database.Database, studentId?: string): AuditEntry[] {
  return db
    .prepare<{ studentId: string | null }, AuditEntry>(
      `SELECT actor, action, student_id AS studentId, reference, at FROM fee_audit
        WHERE @studentId IS NULL OR student_id = @studentId ORDER BY seq`,
    )
    .all({ studentId: studentId ?? null });
}
