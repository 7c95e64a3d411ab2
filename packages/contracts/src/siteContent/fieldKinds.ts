/**
 * The kinds of field a content file has, as TypeBox schemas. What plain JSON Schema cannot say is in keywords of our
 * own, which checkFields.ts reads to word its messages: `calendarDate` (a date that exists), `webAddress`,
 * `contentFile` (a file of the content folder, of kind image or attachment), and on a group `describedAs` (what a
 * clerk calls it: 'a news post') and `takenFromEnglish` (the fields a translation leaves to its English version).
 */
import { Type, type TArray, type TBoolean, type TEnum, type TInteger, type TObject, type TProperties } from 'typebox';

/** Some text (trimmed; a number or true/false written there is taken as its text). */
export const text = () => Type.String({ minLength: 1 });

/** A whole number of at least `minimum`. */
export const wholeNumber = (minimum = 0): TInteger => Type.Integer({ minimum });

export const yesOrNo = (): TBoolean => Type.Boolean();

export const oneOf = <const Choices extends string[]>(choices: readonly [...Choices]): TEnum<Choices> =>
  Type.Enum<Choices>(choices);

/** A calendar date written YYYY-MM-DD that exists (no 31 April), in the Gregorian (A.D.) calendar. */
export const calendarDate = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', calendarDate: true });

/** A web address (https:// or http://). */
export const webAddress = () => Type.String({ pattern: '^https?://[^\\s]+$', webAddress: true });

export type ContentFileKind = 'image' | 'attachment';

/** The file endings each kind of content file may have. */
export const contentFileEndings: Readonly<Record<ContentFileKind, readonly string[]>> = {
  image: ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'],
  attachment: ['.pdf', '.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'],
};

/**
 * A file in the content folder, written relative to the content file. Checked, it is the file's path from the
 * content folder ("images/photo.jpg").
 */
export const contentFile = (kind: ContentFileKind) => Type.String({ minLength: 1, contentFile: kind });

/**
 * Fields of a translation that its English version gives (a date, a picture, a name): named so a clerk who writes
 * one is told where it comes from instead of being shown an unknown field.
 */
export interface TakenFromEnglish {
  fields: readonly string[];
  /** Where they come from, as a clerk finds it: "the English file beside this one". */
  place: string;
}

/**
 * A group of named fields, `describedAs` a clerk says it; a field the group does not know is an error (a typing
 * mistake would be lost otherwise).
 */
export const fields = <Properties extends TProperties>(
  properties: Properties,
  describedAs: string,
  takenFromEnglish?: TakenFromEnglish,
): TObject<Properties> =>
  Type.Object(properties, {
    additionalProperties: false,
    describedAs,
    ...(takenFromEnglish ? { takenFromEnglish } : {}),
  });

/** A list of at least `minimum` items. */
export const listOf = <Item extends Parameters<typeof Type.Array>[0]>(item: Item, minimum = 0): TArray<Item> =>
  Type.Array(item, minimum ? { minItems: minimum } : {});

export const optional = Type.Optional;
