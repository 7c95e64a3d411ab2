/**
 * An administrator's changes to the staff, from the console: add a person, give them another role, remove them, end
 * their sessions. Each change is written with its audit line in one transaction, so an answered change is never lost
 * and never unrecorded. The school always keeps an administrator: the last one cannot be removed or given another
 * role here (the operator's `make staff` still can, from the server).
 */
import type Database from 'better-sqlite3';
import type { StaffRole } from '@school/contracts';
import { emailKey, StaffStore } from './staffStore.js';

export type StaffChange =
  { done: true } | { done: false; why: 'not-staff' | 'already-staff' | 'last-admin' | 'unchanged' };

/** One audit line (the office desk's); called inside the change's transaction. */
export type AuditLine = (staffEmail: string, action: string, reference: string) => void;

export class StaffChanges {
  private readonly staff: StaffStore;

  constructor(
    private readonly db: Database.Database,
    private readonly audit: AuditLine,
    private readonly now: () => Date,
  ) {
    this.staff = new StaffStore(db);
  }

  list() {
    return this.staff.list();
  }

  add(by: string, email: string, role: StaffRole): StaffChange {
    return this.db.transaction((): StaffChange => {
      if (this.staff.find(email)) return { done: false, why: 'already-staff' };
      this.staff.put(email, role, this.now());
      this.audit(by, `staff added as ${role}`, emailKey(email));
      return { done: true };
    })();
  }

  changeRole(by: string, email: string, role: StaffRole): StaffChange {
    return this.db.transaction((): StaffChange => {
      const member = this.staff.find(email);
      if (!member) return { done: false, why: 'not-staff' };
      if (member.role === role) return { done: false, why: 'unchanged' };
      if (member.role === 'admin' && this.isLastAdmin()) return { done: false, why: 'last-admin' };
      this.staff.put(email, role, this.now());
      this.audit(by, `staff role changed to ${role}`, member.email);
      return { done: true };
    })();
  }

  remove(by: string, email: string): StaffChange {
    return this.db.transaction((): StaffChange => {
      const member = this.staff.find(email);
      if (!member) return { done: false, why: 'not-staff' };
      if (member.role === 'admin' && this.isLastAdmin()) return { done: false, why: 'last-admin' };
      this.staff.remove(email);
      this.audit(by, 'staff removed', member.email);
      return { done: true };
    })();
  }

  /** Ends every session of the person; how many there were (undefined: not on the staff). */
  signOut(by: string, email: string): number | undefined {
    return this.db.transaction(() => {
      const member = this.staff.find(email);
      if (!member) return undefined;
      const ended = this.staff.signOutEverywhere(email);
      this.audit(by, 'staff signed out everywhere', member.email);
      return ended;
    })();
  }

  private isLastAdmin(): boolean {
    return this.staff.list().filter((member) => member.role === 'admin').length <= 1;
  }
}
