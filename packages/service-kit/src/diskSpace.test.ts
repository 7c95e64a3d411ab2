import { describe, expect, it } from 'vitest';
import { DiskFullError, DiskSpace, isDiskFull } from './diskSpace.js';

function sqliteFull(): Error {
  return Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
}

function guard(minFreeBytes: number) {
  const disk = { free: 10_000_000 };
  const lines: { level: string; message: string }[] = [];
  const space = new DiskSpace({ folder: '/data', minFreeBytes, freeBytes: () => disk.free });
  space.reportTo({
    error: (_details, message) => lines.push({ level: 'error', message }),
    info: (_details, message) => lines.push({ level: 'info', message }),
  });
  return { disk, lines, space };
}

describe('DiskSpace', () => {
  it('refuses writes while less than the margin is free, and lets them through once space is freed', () => {
    const { disk, lines, space } = guard(1_000_000);
    expect(() => space.assertRoomToWrite()).not.toThrow();
    disk.free = 999_999;
    expect(() => space.assertRoomToWrite()).toThrow(DiskFullError);
    expect(() => space.assertRoomToWrite()).toThrow(DiskFullError);
    expect(space.writable()).toBe(false);
    // One error line for the episode, naming the cause and the place.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error' });
    expect(lines[0]!.message).toMatch(/^disk full: .*\/data.*writes are refused \(503\)/);

    disk.free = 5_000_000;
    expect(space.writable()).toBe(true);
    space.assertRoomToWrite();
    space.afterWrite();
    expect(lines.map((line) => line.level)).toEqual(['error', 'info']);
  });

  it('after a write failed for want of space, refuses until the free space grows or a write commits', () => {
    const { disk, lines, space } = guard(0);
    disk.free = 4096;
    space.afterWrite(sqliteFull());
    expect(space.writable()).toBe(false);
    expect(() => space.assertRoomToWrite()).toThrow(DiskFullError);
    expect(lines).toHaveLength(1);

    disk.free = 8192;
    expect(space.writable()).toBe(true);
    space.afterWrite(sqliteFull());
    // Still full: the episode goes on without a second line.
    expect(space.writable()).toBe(false);
    expect(lines).toHaveLength(1);

    disk.free = 1_000_000;
    space.afterWrite();
    expect(space.writable()).toBe(true);
    expect(lines.map((line) => line.level)).toEqual(['error', 'info']);
  });

  it('ignores failures that are not about space', () => {
    const { space } = guard(0);
    space.afterWrite(Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT' }));
    expect(space.writable()).toBe(true);
  });

  it('knows the disk-full errors of SQLite, the file system and its own refusal', () => {
    expect(isDiskFull(sqliteFull())).toBe(true);
    expect(isDiskFull(Object.assign(new Error('no space'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_SHMSIZE' }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_READ' }))).toBe(false);
    expect(isDiskFull(new DiskFullError('/data'))).toBe(true);
    expect(isDiskFull(new Error('other'))).toBe(false);
    expect(isDiskFull(undefined)).toBe(false);
  });
});
