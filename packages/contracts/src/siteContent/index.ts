/**
 * `@school/contracts/site-content`: the content folder's schemas (one per kind of file, English and Nepali, and
 * school.yml), their checker with its plain-word messages, and the types of what the site's build makes of them.
 * The site's build, `make publish` and the console's API take their rules, messages and types from here. The site's
 * pages import only types from it.
 */
export * from './builtContent.js';
export * from './checkContentFile.js';
export { checkFields, pathInContentFolder, type FieldCheckContext } from './checkFields.js';
export * from './contentKinds.js';
export { contentFileEndings, type ContentFileKind, type TakenFromEnglish } from './fieldKinds.js';
export { parseContentFile, type FieldPath, type FrontMatterFile } from './frontMatter.js';
