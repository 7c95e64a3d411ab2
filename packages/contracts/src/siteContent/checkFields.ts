/**
 * Checks a parsed front-matter value against a content schema (contentKinds.ts) and says each mistake in plain words
 * at the value's path. Our own walker rather than a JSON Schema validator so that every message is one a school's
 * office staff can act on ("the date is not a real date", not "must match format"). It reads no file: whether a
 * named file exists is asked of the caller (the build asks the disk; a server may ask its own store).
 */
import type { TSchema } from 'typebox';
import { contentFileEndings, type ContentFileKind, type TakenFromEnglish } from './fieldKinds.js';
import type { FieldPath } from './frontMatter.js';

export interface FieldCheckContext {
  /** The checked file's folder, from the content folder ('news'; '' for school.yml): file fields are relative to it. */
  folder: string;
  /** Whether the content folder has this file (its path from the content folder, "images/photo.jpg"). */
  fileExists(pathInContentFolder: string): boolean;
  report(path: FieldPath, message: string, atKey?: boolean): void;
}

/** The keywords of our own that fieldKinds.ts writes into a schema. */
interface ContentSchema extends TSchema {
  type?: string;
  enum?: readonly string[];
  minimum?: number;
  minItems?: number;
  items?: ContentSchema;
  properties?: Record<string, ContentSchema>;
  required?: readonly string[];
  calendarDate?: boolean;
  webAddress?: boolean;
  contentFile?: ContentFileKind;
  describedAs?: string;
  takenFromEnglish?: TakenFromEnglish;
}

const nameOf = (path: FieldPath) => {
  const last = [...path].reverse().find((part) => typeof part === 'string');
  return last === undefined ? 'the value' : `"${last}"`;
};

/** The value, checked and tidied (text trimmed, files as paths from the content folder); undefined when it is wrong. */
export function checkFields(
  schema: TSchema,
  value: unknown,
  context: FieldCheckContext,
  path: FieldPath = [],
): unknown {
  const field = schema as ContentSchema;
  const report = (message: string) => {
    context.report(path, message);
    return undefined;
  };
  const name = nameOf(path);
  if (field.type === 'object') return checkGroup(field, value, context, path);
  if (field.type === 'array') {
    const minimum = field.minItems ?? 0;
    if (!Array.isArray(value) || value.length < minimum) {
      return report(
        `${name} must be a list${minimum ? ` of at least ${minimum}` : ''}, each item on a line starting with "- "`,
      );
    }
    const items = value.map((entry, index) => checkFields(field.items!, entry, context, [...path, index]));
    return items.every((entry) => entry !== undefined) ? items : undefined;
  }
  if (field.enum) {
    if (typeof value !== 'string' || !field.enum.includes(value)) {
      return report(`${name} must be one of: ${field.enum.join(', ')}`);
    }
    return value;
  }
  if (field.type === 'integer') {
    const minimum = field.minimum ?? 0;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum) {
      return report(`${name} must be a whole number${minimum > 0 ? ` of at least ${minimum}` : ''}, such as 12`);
    }
    return value;
  }
  if (field.type === 'boolean') return typeof value === 'boolean' ? value : report(`${name} must be true or false`);
  if (field.calendarDate) {
    const written = typeof value === 'string' ? value : String(value);
    return isCalendarDate(written)
      ? written
      : report(
          `${name} "${written}" is not a real date; write it as year-month-day in the Gregorian (A.D.) calendar, such as 2025-09-17`,
        );
  }
  if (field.webAddress) {
    return typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value)
      ? value
      : report(`${name} must be a web address starting with https://`);
  }
  if (field.contentFile) return checkContentFileField(field.contentFile, value, context, path);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string' || value.trim() === '') return report(`${name} must be some text`);
  return value.trim();
}

function isCalendarDate(written: string): boolean {
  if (!/^(\d{4})-(\d{2})-(\d{2})$/.test(written)) return false;
  const day = new Date(`${written}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === written;
}

function checkGroup(group: ContentSchema, value: unknown, context: FieldCheckContext, path: FieldPath): unknown {
  const what = group.describedAs ?? 'a group of fields';
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    context.report(path, `${path.length ? nameOf(path) : 'the fields at the top'} must be a group of fields (${what})`);
    return undefined;
  }
  const properties = group.properties ?? {};
  const required = new Set(group.required ?? []);
  const fromEnglish = group.takenFromEnglish;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  let ok = true;
  for (const key of Object.keys(record)) {
    if (key in properties) continue;
    context.report(
      [...path, key],
      fromEnglish?.fields.includes(key)
        ? `"${key}" is taken from ${fromEnglish.place}; leave it out here`
        : `"${key}" is not a field of ${what}; the fields are: ${Object.keys(properties).join(', ')}`,
      true,
    );
    ok = false;
  }
  for (const [key, field] of Object.entries(properties)) {
    const given = record[key];
    if (given === undefined || given === null) {
      if (required.has(key)) {
        // At the group's own name ("cover:"), where the missing field belongs.
        context.report(path, `"${key}" is missing from ${what}`, true);
        ok = false;
      }
      continue;
    }
    const checked = checkFields(field, given, context, [...path, key]);
    if (checked === undefined) ok = false;
    else out[key] = checked;
  }
  return ok ? out : undefined;
}

/** A file field: inside the content folder, of a kind the site offers, and there. */
function checkContentFileField(
  kind: ContentFileKind,
  value: unknown,
  context: FieldCheckContext,
  path: FieldPath,
): string | undefined {
  const name = nameOf(path);
  const report = (message: string) => {
    context.report(path, message);
    return undefined;
  };
  if (typeof value !== 'string' || value.trim() === '') {
    return report(`${name} must name a file, such as ../images/photo.jpg`);
  }
  const file = pathInContentFolder(context.folder, value.trim());
  if (file === undefined) return report(`${name} "${value}" is outside the content folder; put the file in it`);
  const endings = contentFileEndings[kind];
  const ending = /\.[^./]*$/.exec(file)?.[0].toLowerCase() ?? '';
  if (!endings.includes(ending)) {
    return report(
      `${name} "${value}" is not ${kind === 'image' ? 'a picture' : 'a PDF or a picture'}; use a ${endings.join(', ')} file`,
    );
  }
  if (!context.fileExists(file)) {
    const folder = file.includes('/')
      ? `${file.slice(0, file.lastIndexOf('/'))}/ of the content folder`
      : 'the content folder';
    return report(`the file "${value}" does not exist (looked for it in ${folder})`);
  }
  return file;
}

/**
 * A file written relative to a folder of the content folder, as its path from the content folder ("news" and
 * "../images/a.jpg": "images/a.jpg"); undefined when it leads outside (or is the folder itself).
 */
export function pathInContentFolder(folder: string, written: string): string | undefined {
  if (written.startsWith('/')) return undefined;
  const parts: string[] = folder.split('/').filter(Boolean);
  for (const part of written.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') parts.push(part);
    else if (parts.pop() === undefined) return undefined;
  }
  return parts.length ? parts.join('/') : undefined;
}
