/** The staff's passkeys as stored: the credential's id, public key and counter, the person's label, when added and last used. */
import type Database from 'better-sqlite3';

export interface StoredPasskey {
  id: string;
  email: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  label: string;
  addedAt: string;
  lastUsedAt: string | null;
}

interface PasskeyRow {
  credential_id: string;
  email: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  label: string;
  added_at: string;
  last_used_at: string | null;
}

const columns = 'credential_id, email, public_key, counter, transports, label, added_at, last_used_at';

const fromRow = (row: PasskeyRow): StoredPasskey => ({
  id: row.credential_id,
  email: row.email,
  publicKey: new Uint8Array(row.public_key),
  counter: row.counter,
  transports: JSON.parse(row.transports) as string[],
  label: row.label,
  addedAt: row.added_at,
  lastUsedAt: row.last_used_at,
});

export class PasskeyStore {
  constructor(private readonly db: Database.Database) {}

  add(passkey: Omit<StoredPasskey, 'lastUsedAt'>): void {
    this.db
      .prepare(`INSERT INTO staff_passkeys (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`)
      .run(
        passkey.id,
        passkey.email,
        Buffer.from(passkey.publicKey),
        passkey.counter,
        JSON.stringify(passkey.transports),
        passkey.label,
        passkey.addedAt,
      );
  }

  find(id: string): StoredPasskey | undefined {
    const row = this.db
      .prepare<[string], PasskeyRow>(`SELECT ${columns} FROM staff_passkeys WHERE credential_id = ?`)
      .get(id);
    return row && fromRow(row);
  }

  /** A person's passkeys, oldest first; everybody's (by person) when no email is given. */
  list(email?: string): StoredPasskey[] {
    const rows =
      email === undefined
        ? this.db.prepare<[], PasskeyRow>(`SELECT ${columns} FROM staff_passkeys ORDER BY email, added_at`).all()
        : this.db
            .prepare<[string], PasskeyRow>(`SELECT ${columns} FROM staff_passkeys WHERE email = ? ORDER BY added_at`)
            .all(email);
    return rows.map(fromRow);
  }

  used(id: string, counter: number, at: Date): void {
    this.db
      .prepare('UPDATE staff_passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?')
      .run(counter, at.toISOString(), id);
  }

  /** Removes one passkey (only the given person's when an email is given); whether one went. */
  remove(id: string, email?: string): boolean {
    return email === undefined
      ? this.db.prepare('DELETE FROM staff_passkeys WHERE credential_id = ?').run(id).changes > 0
      : this.db.prepare('DELETE FROM staff_passkeys WHERE credential_id = ? AND email = ?').run(id, email).changes > 0;
  }
}
