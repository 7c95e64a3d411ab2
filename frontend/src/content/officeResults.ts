import { defineTexts } from '../lib/texts';

/** The words of the console's Results page (src/office/results/): ne/officeResults.ts has every key. */
const officeResultsWords = {
  title: 'Results',
  intro:
    'Publish an exam’s results from the school’s spreadsheet, saved as CSV (in Excel: Save As, “CSV UTF-8”). Parents then look them up on the Check Result page.',
  uploadTitle: 'Upload results',
  examName: 'Exam name',
  examHint: 'As parents will choose it, such as First Terminal 2082.',
  examMissing: 'Enter the exam’s name.',
  examTooLong: 'The exam’s name can be at most 100 characters.',
  file: 'Results file (CSV)',
  fileMissing: 'Choose the results file.',
  fileTooLarge:
    'The file is too large: a results file may be at most 1 MB. Check that it is the CSV, not the workbook.',
  fileUnreadable: 'The file could not be read. Choose it again.',
  notUtf8:
    'The file is not saved as UTF-8. In Excel, choose Save As, “CSV UTF-8 (Comma delimited)”, then choose the new file.',
  chosenFile: (name: string) => `Chosen: ${name}`,
  check: 'Check',
  checking: 'Checking…',
  problemsSummary: (count: number) =>
    `The file has ${count === 1 ? '1 problem' : `${count} problems`}; nothing was published. Correct ${count === 1 ? 'it' : 'them'} in the spreadsheet, save it as CSV again, choose it and check again.`,
  problemsCaption: 'Problems in the file',
  line: 'Line',
  column: 'Column',
  problem: 'What is wrong',
  wholeLine: '(the whole line)',
  previewTitle: 'Preview',
  previewSummary: (count: number, exam: string) =>
    `The file is good: ${count === 1 ? '1 student' : `${count} students`} for “${exam}”. Nothing is published until you choose Publish.`,
  perClassCaption: 'Students per class',
  className: 'Class',
  students: 'Students',
  samplesTitle: 'Three report cards, as parents will see them',
  publish: 'Publish',
  replace: 'Replace the results',
  publishing: 'Publishing…',
  replaceQuestion: (exam: string) => `Replace the results of “${exam}”?`,
  replaceExplained: (count: number) =>
    `Its results on the site now are taken away and this file’s ${count === 1 ? '1 student' : `${count} students`} put in their place, all at once.`,
  published: (exam: string, count: number) =>
    `“${exam}” is published: ${count === 1 ? '1 student' : `${count} students`}, live on the site now.`,
  replaced: (exam: string, count: number) =>
    `The results of “${exam}” were replaced: ${count === 1 ? '1 student' : `${count} students`}, live on the site now.`,
  exists: (exam: string) =>
    `“${exam}” already has results; nothing changed. Check the file again, then choose Replace to put it in their place.`,
  listTitle: 'Exams published',
  noExams: 'No results are published.',
  records: (count: number) => (count === 1 ? '1 student' : `${count} students`),
  publishedOn: (moment: string) => `Published ${moment}`,
  publishedBy: (email: string) => `by ${email}`,
  byOperator: 'by the operator’s command',
  delete: 'Delete',
  deleteOf: (exam: string) => `Delete the results of ${exam}`,
  deleteQuestion: (exam: string) => `Delete the results of “${exam}”?`,
  deleteExplained: 'Parents can no longer look them up. Keep the spreadsheet: it can be published again.',
  deleted: (exam: string) => `The results of “${exam}” were deleted from the site.`,
  noExam: 'That exam is not there any more. The list is shown again.',
  cancel: 'Cancel',
  unavailable: 'The office cannot be reached just now. Check your connection, then try again.',
  failed: 'That did not work. Please try again.',
};

export type OfficeResultsWords = typeof officeResultsWords;

export const officeResultsTexts = defineTexts(officeResultsWords, {
  ne: () => import('./ne/officeResults').then((module) => module.officeResultsWords),
});
