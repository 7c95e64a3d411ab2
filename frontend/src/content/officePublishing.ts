import type { BsDateRefusal, BsTableRange } from './birthDate';
import { defineTexts } from '../lib/texts';

/** English says the B.S. calendar's refusal in the calendar module's own words. */
const refusalInEnglish: (refusal: BsDateRefusal, range: BsTableRange) => string = (refusal) => refusal.message;

/**
 * The words of the console's publishing forms' own fields (src/office/publishing/): the Nepali text field's offer to
 * convert Preeti typing, and the date field in either calendar. ne/officePublishing.ts has every key.
 */
const officePublishingWords = {
  /** Under a Nepali field whose text looks typed in the Preeti font (Latin letters that draw Devanagari). */
  preetiNote: 'This looks like Preeti typing. Convert it to Nepali (Unicode)?',
  convert: 'Convert to Nepali',
  converted: 'Converted to Nepali (Unicode).',
  undo: 'Undo the conversion',
  undone: 'The conversion was undone.',

  calendar: 'Calendar',
  calendars: { bs: 'B.S.', ad: 'A.D.' },
  /** The date field's label with the calendar it takes: "Date (B.S.)". */
  inCalendar: (label: string, calendar: string) => `${label} (${calendar})`,
  bsHint: 'Year-month-day, e.g.\u00a02082-08-12',
  adHint: 'Pick the date, or type it.',
  /** Why the B.S. calendar refuses a typed date: in English its own message, in Nepali said from its reason. */
  refusal: refusalInEnglish,

  /** The Publishing section's list of entries and its publish panel (PublishingPage, PublishPanel). */
  title: 'Publishing',
  intro: 'Write news, notices, exam updates and vacancies, then publish the site to show them.',
  collections: { news: 'News', notices: 'Notices', exams: 'Exam updates', vacancies: 'Vacancies' },
  /** "New …" per collection. */
  newOf: { news: 'New news post', notices: 'New notice', exams: 'New exam update', vacancies: 'New vacancy' },
  noEntries: 'Nothing written yet.',
  noDate: 'no date',
  hasNepali: 'English and Nepali',
  englishOnly: 'English only',
  edit: 'Edit',
  editOf: (title: string) => `Edit “${title}”`,

  publishTitle: 'Publish',
  publishExplained: 'The public site shows what was saved once it is published.',
  publish: 'Publish the site',
  undoPublish: 'Undo the last publish',
  undoQuestion: 'Undo the last publish?',
  undoExplained: 'The site goes back to what it showed before the last publish. Saved entries stay saved.',
  cancel: 'Cancel',
  publishStates: {
    waiting: 'Waiting for the publisher…',
    building: 'Building the site…',
    live: 'The site now shows it.',
    refused: 'The site was not published: nothing changed.',
    failed: 'Publishing stopped on an error: nothing changed.',
  },
  undoStates: {
    waiting: 'Waiting for the publisher…',
    building: 'Putting the earlier site back…',
    live: 'The last publish was undone: the site shows what it showed before.',
    refused: 'Nothing was undone.',
    failed: 'The undo stopped on an error: nothing changed.',
  },
  publishRefused: 'The publish could not be asked for. Try again in a moment.',
  publicPages: 'See it on the site:',
  publicPageNames: { news: 'News', notices: 'Notices', exams: 'Exams', vacancies: 'Careers' },
  historyTitle: 'Last publishes',
  noHistory: 'The site has not been published from here yet.',
  historyLine: (when: string, files: number) => `${when}: ${files} files`,
  liveNow: 'live now',

  /** The editor (EntryEditorPage, SchemaField). */
  newTitle: (collection: string) => collection,
  editTitle: (title: string) => `Edit “${title}”`,
  backToList: 'Back to Publishing',
  entryName: 'File name',
  entryNameHint: 'Small letters, digits and hyphens, e.g. dashain-holiday-2082. It cannot be changed later.',
  entryNameWrong: 'Use small letters, digits and single hyphens only (not “new”).',
  english: 'English',
  nepali: 'Nepali',
  addNepali: 'Add a Nepali version',
  removeNepali: 'Remove the Nepali version',
  /** Labels of the schema's fields; a field not named here is shown by its own name. */
  fieldNames: {
    title: 'Title',
    date: 'Date',
    summary: 'Summary',
    readTime: 'Reading time (minutes)',
    kicker: 'Line above the title',
    cover: 'Cover picture',
    image: 'Photo',
    alt: 'Description of the photo (for blind readers)',
    comments: 'Comments on',
    gallery: 'Gallery',
    caption: 'Caption',
    credit: 'Photo by',
    timeline: 'Timeline',
    endDate: 'End date',
    description: 'Description',
    quote: 'Quote',
    text: 'Text',
    name: 'Name',
    role: 'Role',
    pinned: 'Pinned (shown first)',
    attachments: 'Attachments',
    file: 'File',
    label: 'Label',
    subject: 'Subject',
    location: 'Location',
    type: 'Type',
    closes: 'Applications close',
    apply: 'How to apply',
  } as Record<string, string>,
  optionalMark: '(optional)',
  text: 'Text',
  addItem: (list: string) => `Add to ${list}`,
  removeItem: (list: string, number: number) => `Remove ${list} ${number}`,
  itemOf: (list: string, number: number) => `${list} ${number}`,
  addGroup: (group: string) => `Add ${group}`,
  removeGroup: (group: string) => `Remove ${group}`,
  none: '(none)',
  toolbar: 'Text formatting',
  heading: 'Heading',
  list: 'List',
  link: 'Link',
  bold: 'Bold',
  choosePhoto: 'Choose a photo',
  choosePdf: 'Choose a PDF',
  chosenFile: (path: string) => `Chosen: ${path}`,
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploaded: 'Uploaded.',
  uploadFailed: (message?: string) =>
    message
      ? `The file was not uploaded: ${message}`
      : 'The file was not uploaded. Check the connection and try again.',
  photoOf: (alt: string) => (alt ? `The chosen photo: ${alt}` : 'The chosen photo'),

  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved. Publish the site to show it.',
  problemsSummary: (count: number) =>
    count === 1 ? 'The entry has 1 problem; nothing was saved:' : `The entry has ${count} problems; nothing was saved:`,
  problemIn: (language: string, message: string) => `${language}: ${message}`,
  changedSince:
    'This entry was changed since you opened it (by another save, or on the server). Nothing was saved; what you typed is still here.',
  openLatest: 'Open the latest version',
  openLatestQuestion: 'Open the latest version?',
  openLatestExplained: 'What you typed here and did not save will be lost. Copy anything you want to keep first.',
  saveFailed: 'The entry was not saved. Check the connection and try again; what you typed is still here.',
  delete: 'Delete',
  deleteQuestion: (title: string) => `Delete “${title}”?`,
  deleteExplained: 'Its files are removed. The site still shows it until the next publish.',
  deleted: (title: string) => `“${title}” was deleted. Publish the site to remove it from the site.`,
  notFound: 'This entry does not exist (any more).',
  preview: 'Preview',
  previewWidth: 'Width of the preview',
  phoneWidth: 'Phone (390 px)',
  laptopWidth: 'Laptop (1280 px)',
  showPreview: 'Show it as the site will',
  hidePreview: 'Hide the preview',
  previewAt: (language: string, width: number) => `${language}, at ${width} px wide`,
};

export type OfficePublishingWords = typeof officePublishingWords;

export const officePublishingTexts = defineTexts(officePublishingWords, {
  ne: () => import('./ne/officePublishing').then((module) => module.officePublishingWords),
});
