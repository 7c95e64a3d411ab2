/**
 * The school office's exam results in the console (office-service, roles admin and office): the exams published,
 * a results spreadsheet checked without storing it, published (all or nothing, as `make results import`) and an
 * exam deleted. The spreadsheet travels as the CSV's text inside JSON, the file as the browser read it (a UTF-8
 * byte order mark from Excel included).
 */
import { Type, type Static } from 'typebox';
import { resultClasses, ResultRecordAnswer } from './results.js';

/** The longest CSV text the console sends: about 3,000 students, far more than the school has in one exam. */
export const resultsCsvMaxChars = 1_000_000;

const examName = Type.String({ minLength: 1, maxLength: 100 });

const PerClass = Type.Array(Type.Object({ className: Type.Enum(resultClasses), count: Type.Integer() }));

/** GET /api/office/results answer 200: every exam, newest publication first. */
export const OfficeExamsAnswer = Type.Object({
  exams: Type.Array(
    Type.Object({
      name: Type.String(),
      records: Type.Integer(),
      perClass: PerClass,
      publishedAt: Type.String(),
      /** The member of staff who published it from the console; absent when the operator's command did. */
      publishedBy: Type.Optional(Type.String()),
    }),
  ),
});
export type OfficeExamsAnswer = Static<typeof OfficeExamsAnswer>;

/** POST /api/office/results/check body: the exam's name and the CSV file's text. */
export const ResultsCheckRequest = Type.Object(
  { exam: examName, csv: Type.String({ maxLength: resultsCsvMaxChars }) },
  { additionalProperties: false },
);
export type ResultsCheckRequest = Static<typeof ResultsCheckRequest>;

/** POST /api/office/results/publish body: as the check's, and `replace` to replace an exam's results. */
export const ResultsPublishRequest = Type.Object(
  { exam: examName, csv: Type.String({ maxLength: resultsCsvMaxChars }), replace: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ResultsPublishRequest = Static<typeof ResultsPublishRequest>;

/** POST /api/office/results/delete body. */
export const ResultsDeleteRequest = Type.Object({ exam: examName }, { additionalProperties: false });
export type ResultsDeleteRequest = Static<typeof ResultsDeleteRequest>;

/** One problem of the file: its line (1 is the header), its column's header ('' for the whole line), what is wrong. */
export const ResultsProblem = Type.Object({ line: Type.Integer(), column: Type.String(), message: Type.String() });
export type ResultsProblem = Static<typeof ResultsProblem>;

/** What the file would publish: its count, per class, and three report cards as the lookup answers them. */
export const ResultsPreview = Type.Object({
  count: Type.Integer(),
  perClass: PerClass,
  samples: Type.Array(ResultRecordAnswer),
});
export type ResultsPreview = Static<typeof ResultsPreview>;

/** POST /api/office/results/check answer 200: every problem, or (when there is none) the preview. */
export const ResultsCheckAnswer = Type.Union([
  Type.Object({ problems: Type.Array(ResultsProblem) }),
  Type.Object({ preview: ResultsPreview }),
]);
export type ResultsCheckAnswer = Static<typeof ResultsCheckAnswer>;

/** POST /api/office/results/publish answer 400 when the file has problems: a message and each problem. */
export const ResultsRefusedAnswer = Type.Object({ message: Type.String(), problems: Type.Array(ResultsProblem) });
export type ResultsRefusedAnswer = Static<typeof ResultsRefusedAnswer>;

/** POST /api/office/results/publish answer 200: what is live now. */
export const ResultsPublishedAnswer = Type.Object({
  exam: Type.String(),
  count: Type.Integer(),
  replaced: Type.Boolean(),
});
export type ResultsPublishedAnswer = Static<typeof ResultsPublishedAnswer>;

/** POST /api/office/results/delete answer 200: how many records left the site. */
export const ResultsDeletedAnswer = Type.Object({ exam: Type.String(), removed: Type.Integer() });
export type ResultsDeletedAnswer = Static<typeof ResultsDeletedAnswer>;
