/**
 * A small schema kit for content files: each field checks its value and, when it is wrong, says so in plain words
 * at the value's line. Hand-written rather than a JSON Schema validator so that every message is one a school's
 * office staff can act on ("the date is not a real date", not "must match format").
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import type { FieldPath } from './frontMatter.ts';

export interface FieldContext {
  /** The content file's folder: file fields are relative to it. */
  folder: string;
  /** The content folder: no file field may point outside it. */
  contentRoot: string;
  report(path: FieldPath, message: string, atKey?: boolean): void;
}

export interface Field<T> {
  optional: boolean;
  check(value: unknown, path: FieldPath, context: FieldContext): T | undefined;
}

type Shape = Record<string, Field<unknown>>;
type Out<S extends Shape> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

const name = (path: FieldPath) => {
  const last = [...path].reverse().find((part) => typeof part === 'string');
  return last === undefined ? 'the value' : `"${last}"`;
};

/** A field that may be left out. */
export function optional<T>(inner: Field<T>): Field<T | undefined> {
  return { optional: true, check: inner.check };
}

function required<T>(check: Field<T>['check']): Field<T> {
  return { optional: false, check };
}

export const text = (): Field<string> =>
  required((value, path, context) => {
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (typeof value !== 'string' || value.trim() === '') {
      context.report(path, `${name(path)} must be some text`);
      return undefined;
    }
    return value.trim();
  });

export const wholeNumber = (min = 0): Field<number> =>
  required((value, path, context) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
      context.report(path, `${name(path)} must be a whole number${min > 0 ? ` of at least ${min}` : ''}, such as 12`);
      return undefined;
    }
    return value;
  });

export const yesOrNo = (): Field<boolean> =>
  required((value, path, context) => {
    if (typeof value !== 'boolean') {
      context.report(path, `${name(path)} must be true or false`);
      return undefined;
    }
    return value;
  });

export const oneOf = <T extends string>(choices: readonly T[]): Field<T> =>
  required((value, path, context) => {
    if (typeof value !== 'string' || !choices.includes(value as T)) {
      context.report(path, `${name(path)} must be one of: ${choices.join(', ')}`);
      return undefined;
    }
    return value as T;
  });

/** A calendar date written YYYY-MM-DD that exists (no 31 April). */
export const calendarDate = (): Field<string> =>
  required((value, path, context) => {
    const written = typeof value === 'string' ? value : String(value);
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(written);
    const day = match ? new Date(`${written}T00:00:00Z`) : undefined;
    if (!match || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== written) {
      context.report(
        path,
        `${name(path)} "${written}" is not a real date; write it as year-month-day in the Gregorian (A.D.) calendar, such as 2025-09-17`,
      );
      return undefined;
    }
    return written;
  });

/** A web address (https:// or http://). */
export const webAddress = (): Field<string> =>
  required((value, path, context) => {
    if (typeof value !== 'string' || !/^https?:\/\/[^\s]+$/.test(value)) {
      context.report(path, `${name(path)} must be a web address starting with https://`);
      return undefined;
    }
    return value;
  });

const imageTypes = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'];
const attachmentTypes = ['.pdf', ...imageTypes];

/** A file in the content folder, written relative to the content file; the check gives its absolute path. */
export const contentFile = (kind: 'image' | 'attachment'): Field<string> =>
  required((value, path, context) => {
    const allowed = kind === 'image' ? imageTypes : attachmentTypes;
    if (typeof value !== 'string' || value.trim() === '') {
      context.report(path, `${name(path)} must name a file, such as ../images/photo.jpg`);
      return undefined;
    }
    const file = resolve(context.folder, value.trim());
    if (!file.startsWith(context.contentRoot + '/')) {
      context.report(path, `${name(path)} "${value}" is outside the content folder; put the file in it`);
      return undefined;
    }
    if (!allowed.includes(extname(file).toLowerCase())) {
      context.report(
        path,
        `${name(path)} "${value}" is not ${kind === 'image' ? 'a picture' : 'a PDF or a picture'}; use a ${allowed.join(', ')} file`,
      );
      return undefined;
    }
    if (!existsSync(file) || !statSync(file).isFile()) {
      context.report(path, `the file "${value}" does not exist (looked for it in ${dirname(file)})`);
      return undefined;
    }
    return file;
  });

/**
 * Fields of a translation that its English version gives (a date, a picture, a name): named here so a clerk who
 * writes one is told where it comes from instead of being shown an unknown field.
 */
export interface TakenFromEnglish {
  keys: readonly string[];
  /** Where they come from, as a clerk finds it: "the English file beside this one". */
  from: string;
}

/**
 * A group of named fields; a field the group does not know is an error (a typing mistake would be lost otherwise).
 * In a translation, `fromEnglish` names the fields its English version gives.
 */
export const fields = <S extends Shape>(shape: S, what: string, fromEnglish?: TakenFromEnglish): Field<Out<S>> =>
  required((value, path, context) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      context.report(path, `${path.length ? name(path) : 'the fields at the top'} must be a group of fields (${what})`);
      return undefined;
    }
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    let ok = true;
    for (const key of Object.keys(record)) {
      if (!(key in shape)) {
        context.report(
          [...path, key],
          fromEnglish?.keys.includes(key)
            ? `"${key}" is taken from ${fromEnglish.from}; leave it out here`
            : `"${key}" is not a field of ${what}; the fields are: ${Object.keys(shape).join(', ')}`,
          true,
        );
        ok = false;
      }
    }
    for (const [key, spec] of Object.entries(shape)) {
      const given = record[key];
      if (given === undefined || given === null) {
        if (!spec.optional) {
          // At the group's own name ("cover:"), where the missing field belongs.
          context.report(path, `"${key}" is missing from ${what}`, true);
          ok = false;
        }
        continue;
      }
      const checked = spec.check(given, [...path, key], context);
      if (checked === undefined) ok = false;
      else out[key] = checked;
    }
    return ok ? (out as Out<S>) : undefined;
  });

/** A list of items, each checked by `item`. */
export const listOf = <T>(item: Field<T>, minimum = 0): Field<T[]> =>
  required((value, path, context) => {
    if (!Array.isArray(value) || value.length < minimum) {
      context.report(
        path,
        `${name(path)} must be a list${minimum ? ` of at least ${minimum}` : ''}, each item on a line starting with "- "`,
      );
      return undefined;
    }
    const out = value.map((entry, index) => item.check(entry, [...path, index], context));
    return out.every((entry) => entry !== undefined) ? (out as T[]) : undefined;
  });
