import { closeSync, openSync, statSync, writeSync } from 'node:fs';

/** Overwrites one whole page in the middle of an SQLite file, as a failing disk would (the restore tests). */
export function damageMiddlePage(file: string): void {
  const pageSize = 4096;
  const middlePage = Math.floor(statSync(file).size / pageSize / 2);
  const descriptor = openSync(file, 'r+');
  try {
    writeSync(descriptor, Buffer.alloc(pageSize, 0xa5), 0, pageSize, middlePage * pageSize);
  } finally {
    closeSync(descriptor);
  }
}
