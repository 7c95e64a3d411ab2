/**
 * The editor's form is made from the collection's schema (contentKinds in @school/contracts/site-content): each
 * schema node is one kind of control, found here from the node alone, so a field added to contentKinds.ts appears
 * in the form with no change in the console. Pure: SchemaField.tsx draws what this says.
 */

/** A schema node as JSON Schema writes it, with fieldKinds.ts's own keywords. */
export interface SchemaNode {
  type?: string;
  enum?: readonly string[];
  properties?: Record<string, SchemaNode>;
  required?: readonly string[];
  items?: SchemaNode;
  minItems?: number;
  minimum?: number;
  calendarDate?: boolean;
  webAddress?: boolean;
  contentFile?: 'image' | 'attachment';
  describedAs?: string;
  takenFromEnglish?: { fields: readonly string[]; place: string };
}

export type ControlKind =
  'text' | 'webAddress' | 'date' | 'yesOrNo' | 'choice' | 'wholeNumber' | 'photo' | 'attachment' | 'list' | 'group';

export function controlKindOf(node: SchemaNode): ControlKind {
  if (node.contentFile === 'image') return 'photo';
  if (node.contentFile === 'attachment') return 'attachment';
  if (node.calendarDate) return 'date';
  if (node.webAddress) return 'webAddress';
  if (node.enum) return 'choice';
  if (node.type === 'boolean') return 'yesOrNo';
  if (node.type === 'integer' || node.type === 'number') return 'wholeNumber';
  if (node.type === 'array') return 'list';
  if (node.type === 'object') return 'group';
  return 'text';
}

/** A group's fields in the schema's order, with whether each must be written. */
export function fieldsOf(group: SchemaNode): { name: string; node: SchemaNode; required: boolean }[] {
  return Object.entries(group.properties ?? {}).map(([name, node]) => ({
    name,
    node,
    required: group.required?.includes(name) ?? false,
  }));
}

/** What a new field, list item or group starts as. */
export function emptyValueOf(node: SchemaNode): unknown {
  switch (controlKindOf(node)) {
    case 'yesOrNo':
      return false;
    case 'choice':
      return node.enum?.[0] ?? '';
    case 'list':
      return Array.from({ length: node.minItems ?? 0 }, () => emptyValueOf(node.items ?? {}));
    case 'group':
      return Object.fromEntries(
        fieldsOf(node)
          .filter((field) => field.required)
          .map((field) => [field.name, emptyValueOf(field.node)]),
      );
    default:
      return '';
  }
}

/** A new entry's fields: every required one, empty. */
export const emptyFieldsOf = (schema: SchemaNode) => emptyValueOf(schema) as Record<string, unknown>;

/**
 * The fields as saved: an optional field left empty is left out (the file then has none), where a required one
 * stays, empty, for the server to name.
 */
export function fieldsToSave(group: SchemaNode, value: Record<string, unknown>): Record<string, unknown> {
  const saved: Record<string, unknown> = {};
  for (const { name, node, required } of fieldsOf(group)) {
    const given = cleaned(node, value[name]);
    if (given === undefined || (!required && isEmpty(given))) continue;
    saved[name] = given;
  }
  return saved;
}

function cleaned(node: SchemaNode, value: unknown): unknown {
  if (value === undefined) return undefined;
  const kind = controlKindOf(node);
  if (kind === 'group' && typeof value === 'object' && value !== null) {
    return fieldsToSave(node, value as Record<string, unknown>);
  }
  if (kind === 'list' && Array.isArray(value)) return value.map((item) => cleaned(node.items ?? {}, item));
  if (typeof value === 'string') return value.trim();
  return value;
}

function isEmpty(value: unknown): boolean {
  if (value === '' || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as object).every(isEmpty);
  return false;
}

/** A field path as a problem names it: "cover.alt", "attachments.0.label". */
export const pathKey = (path: readonly (string | number)[]) => path.join('.');

/** A field's name in words when the dictionary has none: "readTime" → "Read time". */
export function nameInWords(name: string): string {
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A name for a new entry's file from its title: "Dashain Holiday 2082!" → "dashain-holiday-2082". */
export function suggestedEntryName(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/**
 * The paths of the fields a form shows for these values (a group left out, or a list's items not there, have none):
 * a save's problem at one of them is said beside it, any other in the summary above the form.
 */
export function shownPaths(node: SchemaNode, value: unknown, path: readonly (string | number)[] = []): Set<string> {
  const shown = new Set<string>();
  const walk = (at: SchemaNode, given: unknown, where: readonly (string | number)[]) => {
    const kind = controlKindOf(at);
    if (where.length > 0) {
      if (kind === 'group' && (typeof given !== 'object' || given === null)) return;
      shown.add(pathKey(where));
    }
    if (kind === 'group' && typeof given === 'object' && given !== null) {
      const taken = at.takenFromEnglish?.fields ?? [];
      for (const field of fieldsOf(at)) {
        if (!taken.includes(field.name))
          walk(field.node, (given as Record<string, unknown>)[field.name], [...where, field.name]);
      }
    }
    if (kind === 'list') {
      shown.add(pathKey(where));
      if (Array.isArray(given)) given.forEach((item, index) => walk(at.items ?? {}, item, [...where, index]));
    }
  };
  walk(node, value, path);
  return shown;
}
