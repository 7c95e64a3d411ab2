/**
 * Publishing from the console (office-service, roles admin and office): the content folder's entries read, written
 * and deleted as the Markdown files docs/operations.md "Publishing" describes, their photos and PDFs uploaded, and
 * the site put live (or the last publish undone) by the publisher service.
 *
 * Entries:
 * - GET    /api/office/content → {entries}: every entry of every collection, newest date first
 * - GET    /api/office/content/:collection/:name → the entry: its English and (when written) Nepali fields and text
 * - PUT    /api/office/content/:collection/:name {version, en, ne} → 200 {version}; the files are checked first with
 *          the build's own rules and words (@school/contracts/site-content): 400 {message, problems}; a `version`
 *          that is not the files' own any more (another save, or a hand edit on the server) → 409 {message}
 * - DELETE /api/office/content/:collection/:name {version} → 200 {deleted}; 409 as above
 * - POST   /api/office/content/files (multipart, one file: a JPEG, PNG or WebP photo up to PUBLISH_PHOTO_MAX_MB, or
 *          a PDF) → 201 {path}: its path as a content file names it (`../images/…`, `../files/…`)
 * - GET    /api/office/content/files/:folder/:file (folder images or files) → the stored file, for the console's
 *          preview and form (a photo not yet published is not on the site)
 *
 * Publishing (a request file on a volume the publisher service watches; the publisher has no port):
 * - POST /api/office/publish → 202 {request}; POST /api/office/publish/undo → 202 {request}
 * - GET  /api/office/publish/:request → {request, action, state, …}: what became of it
 * - GET  /api/office/publish → {live, history, waiting}: the publishes kept and any request not yet done
 */
import { Type, type Static } from 'typebox';

/** The content folder's collections, each a kind of entry the console lists (school.yml is not edited here yet). */
export const contentCollections = ['news', 'notices', 'exams', 'vacancies'] as const;
export type ContentCollectionName = (typeof contentCollections)[number];

/** An entry's name is its file's: small letters, digits and single hyphens (`dashain-holiday-2082`). */
export const contentEntryNamePattern = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const ContentEntryName = Type.String({ pattern: contentEntryNamePattern, minLength: 1, maxLength: 80 });

export const ContentEntryParams = Type.Object({
  collection: Type.Union(contentCollections.map((name) => Type.Literal(name))),
  name: ContentEntryName,
});
export type ContentEntryParams = Static<typeof ContentEntryParams>;

/**
 * An entry's version: made from the SHA-256 of each of its files as they are on disk, so that any change to them,
 * by the console or by hand on the server, gives another. Opaque to the console, which sends back the one it read.
 */
export const ContentVersion = Type.String({ minLength: 1, maxLength: 200 });

/** The most characters of an entry's text (Markdown) in one language. */
export const contentTextMaxChars = 100_000;

/**
 * One language's file of an entry: its front-matter as data (the collection's schema in contentKinds says which
 * fields; the server checks them) and its Markdown text below the front-matter.
 */
export const ContentEntryFile = Type.Object(
  {
    fields: Type.Record(Type.String(), Type.Unknown()),
    text: Type.String({ maxLength: contentTextMaxChars }),
  },
  { additionalProperties: false },
);
export type ContentEntryFile = Static<typeof ContentEntryFile>;

/** A line of GET /api/office/content. `title` is the English title (an exam update's subject). */
export const ContentEntrySummary = Type.Object({
  collection: Type.Union(contentCollections.map((name) => Type.Literal(name))),
  name: Type.String(),
  title: Type.String(),
  /** The entry's date as written (A.D., year-month-day); '' when the file has none it can read. */
  date: Type.String(),
  hasNepali: Type.Boolean(),
  version: ContentVersion,
});
export type ContentEntrySummary = Static<typeof ContentEntrySummary>;

export const ContentEntriesAnswer = Type.Object({ entries: Type.Array(ContentEntrySummary) });
export type ContentEntriesAnswer = Static<typeof ContentEntriesAnswer>;

/** GET /api/office/content/:collection/:name answer 200 (404 {message} when there is no such entry). */
export const ContentEntryAnswer = Type.Object({
  collection: Type.Union(contentCollections.map((name) => Type.Literal(name))),
  name: Type.String(),
  version: ContentVersion,
  en: ContentEntryFile,
  ne: Type.Union([ContentEntryFile, Type.Null()]),
});
export type ContentEntryAnswer = Static<typeof ContentEntryAnswer>;

/**
 * PUT /api/office/content/:collection/:name body. `version` null creates the entry (409 when it exists); otherwise
 * it must be the version read. `ne` null means no Nepali file (an existing one is removed).
 */
export const ContentSaveRequest = Type.Object(
  {
    version: Type.Union([ContentVersion, Type.Null()]),
    en: ContentEntryFile,
    ne: Type.Union([ContentEntryFile, Type.Null()]),
  },
  { additionalProperties: false },
);
export type ContentSaveRequest = Static<typeof ContentSaveRequest>;

export const ContentSavedAnswer = Type.Object({ version: ContentVersion });
export type ContentSavedAnswer = Static<typeof ContentSavedAnswer>;

/**
 * One problem of a save, as `make publish` words it: the file's language, its line in the file as written, the
 * field's path ("cover.alt"; "" for the whole file or its text).
 */
export const ContentProblem = Type.Object({
  language: Type.Union([Type.Literal('en'), Type.Literal('ne')]),
  line: Type.Integer(),
  field: Type.String(),
  message: Type.String(),
});
export type ContentProblem = Static<typeof ContentProblem>;

/** PUT answer 400 when a file has problems: nothing was written. */
export const ContentRefusedAnswer = Type.Object({ message: Type.String(), problems: Type.Array(ContentProblem) });
export type ContentRefusedAnswer = Static<typeof ContentRefusedAnswer>;

/** DELETE /api/office/content/:collection/:name body. */
export const ContentDeleteRequest = Type.Object({ version: ContentVersion }, { additionalProperties: false });
export type ContentDeleteRequest = Static<typeof ContentDeleteRequest>;

export const ContentDeletedAnswer = Type.Object({ deleted: Type.Boolean() });
export type ContentDeletedAnswer = Static<typeof ContentDeletedAnswer>;

export const ContentStoredFileParams = Type.Object({
  folder: Type.Union([Type.Literal('images'), Type.Literal('files')]),
  file: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$' }),
});
export type ContentStoredFileParams = Static<typeof ContentStoredFileParams>;

/** POST /api/office/content/files answer 201: the uploaded file's path as a content file names it. */
export const ContentFileUploadedAnswer = Type.Object({ path: Type.String() });
export type ContentFileUploadedAnswer = Static<typeof ContentFileUploadedAnswer>;

/** What the publisher service does with a request. */
export const publishActions = ['publish', 'undo'] as const;
export type PublishAction = (typeof publishActions)[number];

/**
 * A request's state: waiting (written, not yet taken), building (the publisher works on it), live (done: its
 * release is served), refused (the content has problems, or there is nothing to undo: nothing changed) or failed
 * (the publisher stopped on an error: nothing changed).
 */
export const publishStates = ['waiting', 'building', 'live', 'refused', 'failed'] as const;
export type PublishState = (typeof publishStates)[number];

export const PublishRequestParams = Type.Object({ request: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });
export type PublishRequestParams = Static<typeof PublishRequestParams>;

/** POST /api/office/publish and /api/office/publish/undo answer 202. */
export const PublishRequestedAnswer = Type.Object({ request: Type.String() });
export type PublishRequestedAnswer = Static<typeof PublishRequestedAnswer>;

/** GET /api/office/publish/:request answer 200 (404 for a request the publisher does not know). */
export const PublishRequestAnswer = Type.Object({
  request: Type.String(),
  action: Type.Enum(publishActions),
  state: Type.Enum(publishStates),
  /** UTC, ISO 8601. */
  requestedAt: Type.String(),
  /** The release put live (state live). */
  release: Type.Optional(Type.String()),
  /** Why, in plain words (refused, failed): `make publish`'s own lines for content problems. */
  problems: Type.Optional(Type.String()),
});
export type PublishRequestAnswer = Static<typeof PublishRequestAnswer>;

/** One publish kept (PUBLISH_HISTORY of them, newest first). */
export const PublishRecord = Type.Object({
  release: Type.String(),
  /** UTC, ISO 8601. */
  publishedAt: Type.String(),
  /** How many content files it was built from. */
  files: Type.Integer(),
  live: Type.Boolean(),
});
export type PublishRecord = Static<typeof PublishRecord>;

/** GET /api/office/publish answer 200. */
export const PublishHistoryAnswer = Type.Object({
  live: Type.Union([Type.String(), Type.Null()]),
  history: Type.Array(PublishRecord),
  /** A request not yet done (waiting or building), which the console follows instead of sending another. */
  waiting: Type.Union([PublishRequestAnswer, Type.Null()]),
});
export type PublishHistoryAnswer = Static<typeof PublishHistoryAnswer>;
