/**
 * Admission applications: the row, its emails (outbox) and its files, kept together. The files are moved from
 * their temporary names into the application's folder (`<files>/<reference>/`) inside the transaction, before
 * its commit: a committed row always has its files. A crash between the move and the commit leaves a folder with
 * no row (never a row with no files); the operator's purge removes such leftovers.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteLanguage } from '@school/contracts/languages';
import type { AdmissionTextValues } from '@school/contracts/admission-checks';
import type { DiskSpace } from '@school/service-kit';
import type Database from 'better-sqlite3';
import { Outbox } from '../mail/outbox.js';
import { newReference } from '../messages/reference.js';
import { admissionEmails, studentName } from './admissionEmails.js';
import { extensionOf, type StoredKind } from './admissionFiles.js';

/**
 * What the parent typed, and `ageOutsideClass` when they confirmed a date of birth outside the ages the school set
 * for the class (the office looks at those).
 */
export type AdmissionDetails = AdmissionTextValues & { ageOutsideClass?: true };

export interface CheckedFile {
  tempPath: string;
  kind: StoredKind;
}

export interface NewApplication {
  details: AdmissionDetails;
  photo: CheckedFile;
  birthCertificate: CheckedFile;
  /** The language of the page it was sent from: the parents' confirmation is in it. Not stored. */
  language: SiteLanguage;
}

/** A reference already taken: by a row, or by a folder a crash left behind. */
const isReferenceClash = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'EEXIST';
};

/** What a try did on disk, undone when its transaction fails. */
interface Moves {
  folder?: string;
  files: [from: string, to: string][];
}

export class AdmissionStore {
  private readonly insert: Database.Statement;
  private readonly outbox: Outbox;

  /** `diskSpace`: the guards of the database's disk and the files' disk (the same one unless set apart). */
  constructor(
    private readonly db: Database.Database,
    private readonly filesPath: string,
    private readonly messageIdDomain: string,
    private readonly diskSpace: readonly DiskSpace[] = [],
  ) {
    this.insert = db.prepare(
      `INSERT INTO admissions (reference, student_name, class_applied, details, photo_path, certificate_path, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.outbox = new Outbox(db);
    mkdirSync(filesPath, { recursive: true });
  }

  /** Throws DiskFullError (503) when either disk is too full to take an application. */
  assertRoomToWrite(): void {
    for (const disk of this.diskSpace) disk.assertRoomToWrite();
  }

  /** Stores the application with its files and emails; answers its reference once committed. */
  add(application: NewApplication, now: Date = new Date()): string {
    this.assertRoomToWrite();
    try {
      const reference = this.addWithFreshReference(application, now);
      for (const disk of this.diskSpace) disk.afterWrite();
      return reference;
    } catch (error) {
      for (const disk of this.diskSpace) disk.afterWrite(error);
      throw error;
    }
  }

  private addWithFreshReference(application: NewApplication, now: Date): string {
    for (let tries = 1; ; tries++) {
      const reference = newReference('A');
      const moves: Moves = { files: [] };
      try {
        this.db.transaction(() => this.store(application, reference, moves, now)).immediate();
        return reference;
      } catch (error) {
        undo(moves);
        if (!isReferenceClash(error) || tries >= 5) throw error;
      }
    }
  }

  private relativePaths(application: NewApplication, reference: string) {
    return {
      photo: `${reference}/photo.${extensionOf(application.photo.kind)}`,
      birthCertificate: `${reference}/birth-certificate.${extensionOf(application.birthCertificate.kind)}`,
    };
  }

  private store(application: NewApplication, reference: string, moves: Moves, now: Date): void {
    const paths = this.relativePaths(application, reference);
    const folder = join(this.filesPath, reference);
    // mkdir without recursive fails if the folder exists: a folder left by a crash is never reused.
    mkdirSync(folder);
    moves.folder = folder;
    for (const [from, to] of [
      [application.photo.tempPath, join(this.filesPath, paths.photo)],
      [application.birthCertificate.tempPath, join(this.filesPath, paths.birthCertificate)],
    ] as const) {
      renameSync(from, to);
      moves.files.push([from, to]);
    }
    const { details } = application;
    this.insert.run(
      reference,
      studentName(details),
      details.classApplied,
      JSON.stringify(details),
      paths.photo,
      paths.birthCertificate,
      now.toISOString(),
    );
    const attachments = [
      { fileName: paths.photo.split('/')[1] ?? 'photo', path: paths.photo },
      { fileName: paths.birthCertificate.split('/')[1] ?? 'birth-certificate', path: paths.birthCertificate },
    ];
    for (const email of admissionEmails({ reference, details, attachments, createdAt: now }, application.language)) {
      this.outbox.enqueue(email, `<${randomUUID()}@${this.messageIdDomain}>`, reference, now);
    }
  }

  /** One stored application by reference (tests and the operator's tools). */
  find(
    reference: string,
  ):
    | { reference: string; details: AdmissionDetails; photoPath: string; certificatePath: string; createdAt: string }
    | undefined {
    const row = this.db
      .prepare<
        [string],
        { reference: string; details: string; photoPath: string; certificatePath: string; createdAt: string }
      >(
        `SELECT reference, details, photo_path AS photoPath, certificate_path AS certificatePath, created_at AS createdAt
           FROM admissions WHERE reference = ?`,
      )
      .get(reference);
    return row && { ...row, details: JSON.parse(row.details) as AdmissionDetails };
  }

  count(): number {
    return this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM admissions').get()?.n ?? 0;
  }
}

/** After a failed transaction: the files go back to their temporary names (the caller removes those). */
function undo(moves: Moves): void {
  for (const [from, to] of moves.files) renameSync(to, from);
  if (moves.folder) rmSync(moves.folder, { recursive: true, force: true });
}
