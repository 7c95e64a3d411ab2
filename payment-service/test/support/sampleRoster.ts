/**
 * The small roster of dues the fees' API tests share, as the school's spreadsheet gives it, imported through the real
 * CSV reader and fee store.
 */
import type Database from 'better-sqlite3';
import { readDuesCsv } from '../../src/fees/duesCsv.js';
import { FeeStore } from '../../src/fees/feeStore.js';

/** The day the roster is imported on. */
export const rosterDay = new Date('2026-11-27T06:00:00Z');
const header = 'student_id,name,class,roll,dob_bs,item,month,amount';
// 2073-05-12 B.S. is 28 August 2016; 2071-02-03 B.S. is 17 May 2014.
const aarav = 'S-1,Aarav Kumar Yadav,Grade 3,7,2073-05-12';
export const aaravDob = '2016-08-28';
const sita = 'S-2,Sita Sah,Grade 5,1,2071-02-03';

/** S-1 owes five items over three months (Rs 8,450.50); S-2 owes Rs 3,005 for one month. */
export const rosterLines = [
  `${aarav},Tuition,2082-08,2500`,
  `${aarav},Transport,2082-07,800.50`,
  `${aarav},Tuition,2082-07,2500`,
  `${aarav},Tuition,2082-09,2500`,
  `${aarav},Library,2082-08,150`,
  `${sita},Tuition,2082-08,3000`,
  `${sita},Exam fee,2082-08,5`,
];

/** Imports the lines (the roster by default) into the payments database. */
export function importRoster(db: Database.Database, lines: readonly string[] = rosterLines): void {
  const reading = readDuesCsv([header, ...lines].join('\n'), { today: rosterDay });
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  new FeeStore(db).importDues(reading.students, reading.dues, rosterDay);
}
