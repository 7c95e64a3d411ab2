import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resultMessages, type ResultRecord } from '../../content/results';
import { CheckResult } from './CheckResult';

const record: ResultRecord = {
  name: 'Test Student',
  className: 'Grade 2',
  roll: 5,
  examType: 'Third Terminal 2082',
  mother: 'Test Mother',
  father: 'Test Father',
  dob: '2074-01-01',
  address: 'Dhalkebar',
  subjects: [
    { subject: 'English', fullMarks: 100, marks: 95 },
    { subject: 'Nepali', fullMarks: 100, marks: 84.5 },
  ],
  attendance: { presentDays: 50, schoolDays: 60 },
  coScholastic: [{ area: 'Discipline', rating: 'Very good' }],
};

type User = ReturnType<typeof userEvent.setup>;

async function lookUp(user: User, name: string, className: string, roll: string, examType: string) {
  if (name) {
    await user.click(screen.getByLabelText(/^Student name/));
    await user.paste(name);
  }
  if (className) await user.selectOptions(screen.getByLabelText(/^Class/), className);
  if (roll) {
    await user.click(screen.getByLabelText(/^Roll number/));
    await user.paste(roll);
  }
  if (examType) await user.selectOptions(screen.getByLabelText(/^Exam/), examType);
  await user.click(screen.getByRole('button', { name: 'Check Result' }));
}

describe('CheckResult', { timeout: 15_000 }, () => {
  it('asks for every field and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CheckResult records={[record]} />);
    await lookUp(user, '', '', '', '');
    expect(screen.getByLabelText(/^Student name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Student name/)).toHaveAccessibleDescription(resultMessages.nameRequired);
    expect(screen.getByLabelText(/^Class/)).toHaveAccessibleDescription(resultMessages.classRequired);
    expect(screen.getByLabelText(/^Roll number/)).toHaveAccessibleDescription(resultMessages.rollRequired);
    expect(screen.getByLabelText(/^Exam/)).toHaveAccessibleDescription(resultMessages.examTypeRequired);
    expect(screen.queryByText(resultMessages.notFound)).not.toBeInTheDocument();
  });

  it('shows the report card with computed grades, total, percentage and final grade', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CheckResult records={[record]} />);
    await lookUp(user, ' test STUDENT ', 'Grade 2', '5', 'Third Terminal 2082');

    const card = screen.getByRole('article', { name: 'Report Card: Third Terminal 2082' });
    expect(screen.getByRole('heading', { name: 'Report Card: Third Terminal 2082' })).toHaveFocus();
    const subjects = within(card).getByRole('table', { name: 'Subjects' });
    const rows = within(subjects)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'SubjectFull marksMarks obtainedGrade',
      'English10095A+',
      'Nepali10084.5A',
      'Total200179.5A',
    ]);
    expect(within(card).getByText('179.5 / 200')).toBeInTheDocument();
    expect(within(card).getByText('89.75%')).toBeInTheDocument();
    expect(within(card).getByText('50 of 60 days')).toBeInTheDocument();
    expect(within(card).getByText('Very good')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says no record was found for a wrong roll number, and for a wrong exam', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CheckResult records={[record]} />);
    await lookUp(user, 'Test Student', 'Grade 2', '6', 'Third Terminal 2082');
    expect(screen.getByRole('alert')).toHaveTextContent(resultMessages.notFound);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Exam/), 'Final Results');
    await user.clear(screen.getByLabelText(/^Roll number/));
    await user.paste('5');
    await user.click(screen.getByRole('button', { name: 'Check Result' }));
    expect(screen.getByRole('alert')).toHaveTextContent(resultMessages.notFound);
  });
});
