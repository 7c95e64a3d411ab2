import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { useEffect, useRef } from 'react';
import { gradeScale } from '@school/contracts/grading';
import { dateTexts } from '../../content/dates';
import { resultTexts, type ResultClass, type ResultRecord } from '../../content/results';
import { schoolTexts } from '../../content/school';
import { useTexts } from '../../hooks/useTexts';
import { bsDateOfBirth } from './dateOfBirth';
import './reportCardPrint.css';

/** A name from the records in the page's language: the language's own name for it, else the name as it came. */
function knownName(names: Readonly<Record<string, string>>, name: string): string {
  return names[name.trim().toLowerCase()] ?? name;
}

/**
 * One student's report card: details, marks with their grades, totals, attendance and co-scholastic ratings.
 * Grades, totals and the percentage are the answer's summary (computed by the service with the shared
 * summarizeReport), shown as they came. Its heading takes focus when it appears, so screen readers and small screens land on it.
 * The class name `report-card` is what the print stylesheet keeps on the page. The console shows several at once as a
 * preview: each with ids of its own (`idPrefix`), none taking focus (`takeFocus`).
 */
export function ReportCard({
  record,
  idPrefix = 'report-card',
  takeFocus = true,
}: {
  record: ResultRecord;
  idPrefix?: string;
  takeFocus?: boolean;
}) {
  const { summary } = record;
  const words = useTexts(resultTexts);
  const texts = words.reportCard;
  const dateWords = useTexts(dateTexts);
  const school = useTexts(schoolTexts);
  // Numbers in the page's digits, written as they came ("84.5"; "83.69", the percentage cut by the service): the
  // language's digits by hand, as its dates write them, not through Intl, whose Nepali some browsers lack (Debian's
  // Chromium writes ne-NP numbers in Latin digits).
  const number = (value: number) => dateWords.bs.digits(value);
  const digits = (text: string) => text.replace(/\d/g, (digit) => number(Number(digit)));
  const lowestPassing = Math.min(...gradeScale.map((step) => step.minPercentage).filter((minimum) => minimum > 0));
  const headingRef = useRef<HTMLHeadingElement>(null);

  const cardRef = useRef<HTMLElement>(null);

  // The whole card comes into view, its top below the sticky header (the page's scroll-padding-top), not just its
  // heading, which would leave the school's name under the header.
  useEffect(() => {
    if (!takeFocus) return;
    cardRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [takeFocus]);

  const details: [string, string][] = [
    [texts.name, record.name],
    [texts.className, words.classNames[record.className as ResultClass] ?? record.className],
    [texts.roll, number(record.roll)],
    [texts.dob, bsDateOfBirth(record.dob, dateWords)],
    [texts.father, record.father],
    [texts.mother, record.mother],
    [texts.address, record.address],
  ];
  const results: [string, string][] = [
    [texts.totalMarks, `${number(summary.totalMarks)} / ${number(summary.totalFullMarks)}`],
    [texts.percentage, `${digits(summary.percentageText)}%`],
    [texts.finalGrade, summary.finalGrade],
    [
      texts.attendance,
      texts.attendanceValue(number(record.attendance.presentDays), number(record.attendance.schoolDays)),
    ],
  ];

  return (
    <Paper
      variant="outlined"
      ref={cardRef}
      component="article"
      className="report-card"
      aria-labelledby={`${idPrefix}-heading`}
      sx={{ p: { xs: 2, sm: 4 }, borderWidth: 2, borderColor: 'primary.main' }}
    >
      <Box sx={{ textAlign: 'center', mb: 2 }}>
        <Typography sx={{ fontWeight: 800, fontSize: { xs: '1.125rem', sm: '1.375rem' }, color: 'primary.main' }}>
          {school.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {school.address.lines.join(', ')}
        </Typography>
        <Typography
          ref={headingRef}
          id={`${idPrefix}-heading`}
          variant="h2"
          tabIndex={-1}
          sx={{ fontSize: { xs: '1.375rem', sm: '1.625rem' }, mt: 1.5, '&:focus': { outline: 'none' } }}
        >
          {texts.title}: {words.examName(record.examType)}
        </Typography>
      </Box>

      <SectionHeading>{texts.studentDetails}</SectionHeading>
      <DefinitionGrid items={details} />

      <SectionHeading id={`${idPrefix}-subjects`}>{texts.subjects}</SectionHeading>
      <Table size="small" aria-labelledby={`${idPrefix}-subjects`} sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {texts.subject}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {texts.fullMarks}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {texts.marks}
            </TableCell>
            <TableCell component="th" scope="col" align="center">
              {texts.grade}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.subjects.map((subject) => (
            <TableRow key={subject.subject}>
              <TableCell component="th" scope="row">
                {knownName(words.subjectNames, subject.subject)}
              </TableCell>
              <TableCell align="right">{number(subject.fullMarks)}</TableCell>
              <TableCell align="right">{number(subject.marks)}</TableCell>
              <TableCell align="center">{subject.grade}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row">
              {texts.total}
            </TableCell>
            <TableCell align="right">{number(summary.totalFullMarks)}</TableCell>
            <TableCell align="right">{number(summary.totalMarks)}</TableCell>
            <TableCell align="center">{summary.finalGrade}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>

      <SectionHeading>{texts.summary}</SectionHeading>
      <DefinitionGrid items={results} />

      <SectionHeading id={`${idPrefix}-co-scholastic`}>{texts.coScholastic}</SectionHeading>
      <Table size="small" aria-labelledby={`${idPrefix}-co-scholastic`} sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {texts.area}
            </TableCell>
            <TableCell component="th" scope="col">
              {texts.rating}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.coScholastic.map((item) => (
            <TableRow key={item.area}>
              <TableCell component="th" scope="row">
                {knownName(words.areaNames, item.area)}
              </TableCell>
              <TableCell>{words.ratings[item.rating] ?? item.rating}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {texts.scale}:{' '}
        {gradeScale
          .map((step) =>
            step.minPercentage > 0
              ? texts.gradeFrom(step.grade, number(step.minPercentage))
              : texts.gradeBelow(step.grade, number(lowestPassing)),
          )
          .join(' · ')}
      </Typography>
    </Paper>
  );
}

const tableSx = {
  '& th, & td': { px: { xs: 1, sm: 2 } },
  '& thead th': { fontWeight: 700, bgcolor: 'grey.100' },
  '& tfoot th, & tfoot td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' },
} as const;

function SectionHeading({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <Typography id={id} variant="h3" sx={{ fontSize: '1.0625rem', mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** Label–value pairs as a description list: two columns on wider screens, one on a phone. */
function DefinitionGrid({ items }: { items: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(7rem, auto) 1fr', sm: 'repeat(2, minmax(8rem, auto) 1fr)' },
        columnGap: 2,
        rowGap: 0.75,
        '& dt': { fontWeight: 700 },
        '& dd': { m: 0 },
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
