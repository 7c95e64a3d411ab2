import { describe, expect, it } from 'vitest';
import { textsIn } from '../lib/texts';
import { resultClasses, resultTexts } from './results';

const ne = await textsIn(resultTexts, 'ne');

describe('the result words', () => {
  it('in English show every name as it came', () => {
    const en = resultTexts.en;
    expect(en.examName('First Terminal 2082')).toBe('First Terminal 2082');
    expect(resultClasses.map((name) => en.classNames[name])).toEqual([...resultClasses]);
    expect(en.subjectNames).toEqual({});
  });

  it('in Nepali name the school’s exams, with the year in Devanagari digits', () => {
    expect(ne.examName('First Terminal 2082')).toBe('प्रथम सत्रान्त परीक्षा २०८२');
    expect(ne.examName('Fourth Terminal 2082')).toBe('चतुर्थ सत्रान्त परीक्षा २०८२');
    expect(ne.examName(' second  terminal exam 2083 ')).toBe('द्वितीय सत्रान्त परीक्षा २०८३');
    expect(ne.examName('Final Results')).toBe('वार्षिक परीक्षाको नतिजा');
    expect(ne.examName('Half Yearly Examination 2082')).toBe('अर्धवार्षिक परीक्षा २०८२');
  });

  it('in Nepali show an exam they do not know as it came', () => {
    expect(ne.examName('E2E Term 1a2b3c4d')).toBe('E2E Term 1a2b3c4d');
    expect(ne.examName('Fifth Terminal 2082')).toBe('Fifth Terminal 2082');
  });

  it('in Nepali name every class, and the sample results’ subjects and areas', () => {
    expect(resultClasses.map((name) => ne.classNames[name])).toEqual([
      'नर्सरी',
      'एलकेजी',
      'यूकेजी',
      'कक्षा १',
      'कक्षा २',
      'कक्षा ३',
      'कक्षा ४',
      'कक्षा ५',
      'कक्षा ६',
    ]);
    const subjects = ['English', 'Nepali', 'Mathematics', 'Science', 'Social Studies', 'Maithili (local language)'];
    const more = ['Computer', 'Numbers', 'Drawing and Colouring', 'Rhymes and Stories'];
    for (const subject of [...subjects, ...more])
      expect(ne.subjectNames[subject.toLowerCase()]).toMatch(/^[^A-Za-z]+$/);
    for (const area of ['Discipline', 'Cleanliness', 'Sports', 'Art and Craft', 'Public Speaking'])
      expect(ne.areaNames[area.toLowerCase()]).toMatch(/^[^A-Za-z]+$/);
  });
});
