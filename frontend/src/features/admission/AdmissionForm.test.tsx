import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admissionMessages, admissionSending, birthDateTexts } from '../../content/admission';
import { stubXhr } from '../../test/fakeXhr';
import { AdmissionForm } from './AdmissionForm';

// jsdom has no object URLs: count what the preview creates and releases.
const createObjectURL = vi.fn(() => 'blob:preview');
const revokeObjectURL = vi.fn();

// A fixed day, on which the test child (born 15 April 2019, or 12 Bhadra 2073 B.S.: 28 August 2016) is of an age
// Grade 1 takes (5 to 7, school.yml): the form's checks judge the date of birth by today.
const testDay = new Date('2024-06-01T06:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testDay);
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const field = (label: RegExp | string) => screen.getByLabelText(label);

type User = ReturnType<typeof userEvent.setup>;

/** Types a value in one go (as a paste): each keystroke re-renders the whole form, slow in jsdom. */
async function enter(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Chooses the calendar of the date of birth; its field follows once the conversion has arrived. */
async function chooseCalendar(user: User, calendar: 'B.S.' | 'A.D.') {
  await user.click(screen.getByRole('radio', { name: calendar }));
  return screen.findByLabelText(new RegExp(`^Date of birth \\(${calendar.replaceAll('.', '\\.')}\\)`));
}

/** The required fields; the date of birth in A.D. unless `bsDob` gives it in B.S. */
async function fillRequired(user: User, { bsDob }: { bsDob?: string } = {}) {
  await enter(user, /^First name/, 'Aarav');
  await enter(user, /^Last name/, 'Yadav');
  await user.selectOptions(field(/^Gender/), 'Male');
  if (bsDob !== undefined) await enter(user, /^Date of birth \(B\.S\.\)/, bsDob);
  else fireEvent.change(await chooseCalendar(user, 'A.D.'), { target: { value: '2019-04-15' } });
  await user.selectOptions(field(/^Class applied for/), 'Grade 1');
  await enter(user, /^Father's first name/, 'Sunil');
  await enter(user, /^Father's phone/, '9812345678');
  await enter(user, /^Mother's first name/, 'Rekha');
  await enter(user, /^Mother's phone/, '041-590123');
}

const submit = () => screen.getByRole('button', { name: /Submit application/ });

const photo = new File(['png'], 'aarav.png', { type: 'image/png' });
const certificate = new File(['%PDF'], 'birth.pdf', { type: 'application/pdf' });

/** A complete application, files included; answers the file inputs. */
async function fillApplication(user: User, dob: { bsDob?: string } = {}) {
  await fillRequired(user, dob);
  await user.upload(field('Choose student photo'), photo);
  await user.upload(field('Choose birth certificate'), certificate);
  return {
    photoInput: field('Change student photo') as HTMLInputElement,
    certificateInput: field('Change birth certificate') as HTMLInputElement,
  };
}

/** Submits and waits until the upload is under way (the photo is prepared first). */
async function submitAndWaitForUpload(user: User) {
  await user.click(submit());
  await screen.findByRole('progressbar', { name: admissionSending.sending });
}

describe('AdmissionForm', { timeout: 20_000 }, () => {
  it('shows each required message beside its field, focusing the first', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);

    await user.click(submit());

    expect(field(/^First name/)).toHaveFocus();
    expect(field(/^First name/)).toHaveAccessibleDescription('Required');
    for (const label of [/^Last name/, /^Gender/, /^Date of birth/, /^Class applied for/]) {
      expect(field(label)).toHaveAccessibleDescription('Required');
      expect(field(label)).toBeInvalid();
    }
    expect(field(/^Father's first name/)).toHaveAccessibleDescription("Father's first name is required");
    expect(field(/^Mother's first name/)).toHaveAccessibleDescription("Mother's first name is required");
    expect(field(/^Father's phone/)).toHaveAccessibleDescription("Father's phone is required");
    expect(field(/^Mother's phone/)).toHaveAccessibleDescription("Mother's phone is required");
    expect(screen.getByRole('alert')).toHaveTextContent('Some details need attention');
  });

  it('marks both parents’ first name and phone as required', () => {
    render(<AdmissionForm />);
    for (const label of [/^Father's first name/, /^Father's phone/, /^Mother's first name/, /^Mother's phone/]) {
      expect(field(label)).toBeRequired();
    }
  });

  it('keeps what was typed, focuses the first field still in error, and drops a message once fixed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    await enter(user, /^First name/, 'Aarav');
    await enter(user, /^Father's phone/, '98-12');

    await user.click(submit());

    expect(field(/^First name/)).toHaveValue('Aarav');
    expect(field(/^Father's phone/)).toHaveValue('98-12');
    expect(field(/^Last name/)).toHaveFocus();
    expect(field(/^Father's phone/)).toHaveAccessibleDescription(admissionMessages.phoneInvalid);

    await enter(user, /^Last name/, 'Yadav');
    expect(field(/^Last name/)).not.toHaveAccessibleDescription('Required');
    expect(field(/^Last name/)).toBeValid();
  });

  it('refuses a date of birth in the future', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    fireEvent.change(await chooseCalendar(user, 'A.D.'), { target: { value: '2999-01-01' } });
    await user.click(submit());
    expect(field(/^Date of birth/)).toHaveAccessibleDescription(admissionMessages.dobInFuture);
  });

  it('takes the date of birth in B.S., shows it in A.D. and sends the A.D. date, keeping it through a failed submit', async () => {
    const xhr = stubXhr();
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    expect(screen.getByRole('group', { name: 'Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B.S.' })).toBeChecked();
    const bsField = field(/^Date of birth \(B\.S\.\)/);
    expect(bsField).toHaveAttribute('inputmode', 'decimal');
    expect(bsField).toHaveAccessibleDescription(birthDateTexts.hint.bs);

    await fillApplication(user, { bsDob: '2073-05-12' });
    await vi.waitFor(() => expect(bsField).toHaveAccessibleDescription('28 Aug 2016 A.D.'));
    // Said politely as it appears, not as an error.
    expect(screen.getByText('28 Aug 2016 A.D.')).toHaveAttribute('aria-live', 'polite');
    expect(bsField).toBeValid();

    await user.clear(field(/^First name/));
    await user.click(submit());
    expect(field(/^First name/)).toHaveFocus();
    expect(bsField).toHaveValue('2073-05-12');
    expect(bsField).toHaveAccessibleDescription('28 Aug 2016 A.D.');
    expect(xhr.requests).toHaveLength(0);

    await user.paste('Aarav');
    await submitAndWaitForUpload(user);
    expect((xhr.requests[0]!.body as FormData).get('dob')).toBe('2016-08-28');
  });

  it('shows a date of birth typed in A.D. in B.S.', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    const adField = await chooseCalendar(user, 'A.D.');
    expect(adField).toHaveAttribute('type', 'date');
    fireEvent.change(adField, { target: { value: '2016-08-28' } });
    await vi.waitFor(() => expect(adField).toHaveAccessibleDescription('12 Bhadra 2073 B.S.'));
  });

  it.each([
    ['2073-02-33', 'Jestha 2073 has 32 days, so 2073-02-33 B.S. is not a date.'],
    ['1990-01-32', /^1990-01-32 B\.S\. cannot be converted: .* outside the calendar table\.$/],
    ['2019-08-28', 'This looks like an A.D. date: choose A.D., or type the date in B.S.'],
    ['12 Bhadra', 'Write a B.S. date as year-month-day, for example 2082-05-12.'],
  ])(
    'refuses the B.S. date %s with the reason, as the parent leaves the field and on submit',
    async (typed, reason) => {
      const xhr = stubXhr();
      const user = userEvent.setup({ delay: null });
      render(<AdmissionForm />);
      await fillApplication(user, { bsDob: typed });
      const bsField = field(/^Date of birth \(B\.S\.\)/);
      // fillApplication has gone on to other fields: the date was judged as the parent left it.
      expect(bsField).toHaveAccessibleDescription(reason);
      expect(bsField).toBeInvalid();

      await user.click(submit());

      expect(bsField).toHaveFocus();
      expect(bsField).toHaveAccessibleDescription(reason);
      expect(bsField).toHaveValue(typed);
      expect(xhr.requests).toHaveLength(0);
      // Fixed, the message gives way to the date in A.D.
      await user.clear(bsField);
      await user.paste('2073-05-12');
      expect(bsField).toBeValid();
      expect(bsField).toHaveAccessibleDescription('28 Aug 2016 A.D.');
    },
  );

  it('keeps the date when the parent switches calendars, both ways', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    await enter(user, /^Date of birth \(B\.S\.\)/, '2073/5/12');

    const adField = await chooseCalendar(user, 'A.D.');
    expect(adField).toHaveValue('2016-08-28');
    expect(adField).toHaveAccessibleDescription('12 Bhadra 2073 B.S.');
    expect(screen.getByRole('radio', { name: 'A.D.' })).toBeChecked();

    fireEvent.change(adField, { target: { value: '2019-04-15' } });
    const bsField = await chooseCalendar(user, 'B.S.');
    expect(bsField).toHaveValue('2076-01-02');
    expect(bsField).toHaveAccessibleDescription('15 Apr 2019 A.D.');
  });

  it('says at once when a chosen file has the wrong type', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    render(<AdmissionForm />);
    await user.upload(field('Choose student photo'), new File(['%PDF'], 'form.pdf', { type: 'application/pdf' }));
    expect(field('Change student photo')).toHaveAccessibleDescription(
      expect.stringContaining(admissionMessages.photoNotImage('form.pdf')),
    );
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("warns of a date of birth outside the class's ages, and sends it marked once the parent confirms it", async () => {
    const xhr = stubXhr();
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    await fillApplication(user);
    expect(screen.queryByRole('checkbox', { name: admissionMessages.ageConfirmLabel })).not.toBeInTheDocument();
    // Nursery takes children of 2 to 4; born 15 April 2019, the child is 5 on the test's day.
    await user.selectOptions(field(/^Class applied for/), 'Nursery');
    expect(screen.getByRole('status')).toHaveTextContent(
      admissionMessages.ageOutsideClass('Nursery', { from: 2, to: 4 }, 5),
    );
    const confirm = screen.getByRole('checkbox', { name: admissionMessages.ageConfirmLabel });
    await user.click(submit());
    expect(confirm).toHaveAccessibleDescription(admissionMessages.ageConfirmRequired);
    expect(xhr.requests).toHaveLength(0);

    await user.click(confirm);
    await submitAndWaitForUpload(user);
    const body = xhr.requests[0]!.body as FormData;
    expect(body.get('classApplied')).toBe('Nursery');
    expect(body.get('ageConfirmed')).toBe('yes');
  });

  it("sends no age mark for a date of birth inside the class's ages, even after a tick", async () => {
    const xhr = stubXhr();
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    await fillApplication(user);
    await user.selectOptions(field(/^Class applied for/), 'Nursery');
    await user.click(screen.getByRole('checkbox', { name: admissionMessages.ageConfirmLabel }));
    await user.selectOptions(field(/^Class applied for/), 'UKG');
    expect(screen.queryByRole('checkbox', { name: admissionMessages.ageConfirmLabel })).not.toBeInTheDocument();
    await submitAndWaitForUpload(user);
    expect((xhr.requests[0]!.body as FormData).get('ageConfirmed')).toBeNull();
  });

  it('sends once with its progress shown, then keeps the reference until the parent starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const xhr = stubXhr();
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<AdmissionForm />);
    await fillApplication(user);

    await submitAndWaitForUpload(user);

    expect(submit()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    // A double tap, or Enter in a field, while it sends: still one request.
    fireEvent.click(submit());
    fireEvent.submit(screen.getByRole('form', { name: 'Admission Application' }));
    expect(xhr.requests).toHaveLength(1);
    const request = xhr.requests[0]!;
    expect(request.url).toBe('/api/admissions');
    const body = request.body as FormData;
    expect(body.get('firstName')).toBe('Aarav');
    expect(body.get('motherPhone')).toBe('041-590123');
    expect((body.get('photo') as File).name).toBe('aarav.png');
    expect((body.get('birthCertificate') as File).name).toBe('birth.pdf');

    act(() => request.progress(512, 1024));
    const bar = screen.getByRole('progressbar', { name: admissionSending.sending });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50%')).toBeVisible();
    act(() => request.progress(1024, 1024));
    expect(screen.getByRole('status')).toHaveTextContent(admissionSending.waiting);

    act(() => request.respond(201, { reference: 'A-7K3Q9' }));

    const heading = await screen.findByRole('heading', { name: admissionSending.successHeading });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('A-7K3Q9')).toBeVisible();
    expect(screen.getByText(admissionSending.keepReference)).toBeVisible();
    // No timer takes the reference away.
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText('A-7K3Q9')).toBeVisible();

    await user.click(screen.getByRole('button', { name: admissionSending.startNew }));

    expect(screen.queryByText('A-7K3Q9')).not.toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('');
    expect(field('Choose student photo')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveFocus();
  });

  it('keeps everything, files included, and says what to do when the device is offline', async () => {
    const xhr = stubXhr();
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    const { photoInput, certificateInput } = await fillApplication(user);
    await submitAndWaitForUpload(user);

    act(() => xhr.requests[0]!.fail());

    const alert = await screen.findByText(admissionSending.offline, { exact: false });
    expect(alert).toHaveTextContent(admissionSending.keptNote);
    await vi.waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
    expect(field(/^First name/)).toHaveValue('Aarav');
    expect(field(/^Mother's phone/)).toHaveValue('041-590123');
    expect(photoInput.files?.[0]).toBe(photo);
    expect(certificateInput.files?.[0]).toBe(certificate);
    expect(screen.getByText('aarav.png', { exact: false })).toBeVisible();
    expect(submit()).toBeEnabled();

    // Pressing Submit again sends it again.
    await submitAndWaitForUpload(user);
    expect(xhr.requests).toHaveLength(2);
  });

  it("shows the server's refusal of a file beside it, until another file is chosen", async () => {
    const xhr = stubXhr();
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    const { photoInput } = await fillApplication(user);
    await submitAndWaitForUpload(user);
    const refusal =
      '"aarav.png" is not a photo we can use. Please choose a photo such as a JPG, PNG, WebP or HEIC file.';

    act(() =>
      xhr.requests[0]!.respond(400, {
        message: 'Some details need attention. Please correct the fields with a message below them.',
        fields: { photo: refusal },
      }),
    );

    await vi.waitFor(() => expect(photoInput).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(photoInput).toHaveFocus();
    expect(photoInput).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Some details need attention');
    expect(photoInput.files?.[0]).toBe(photo);
    // Typing elsewhere keeps the server's message; choosing another photo clears it.
    await enter(user, /^Middle name/, 'Kumar');
    expect(photoInput).toHaveAccessibleDescription(expect.stringContaining(refusal));
    await user.upload(photoInput, new File(['jpeg'], 'aarav.jpg', { type: 'image/jpeg' }));
    expect(photoInput).not.toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(photoInput).toBeValid();
  });

  it.each([
    [429, {}, admissionSending.rateLimited],
    [
      503,
      { message: 'This service is restarting or unavailable. Please try again in a few seconds.' },
      'This service is restarting',
    ],
  ])('says what to do on a %i answer, keeping the form', async (status, answer, words) => {
    const xhr = stubXhr();
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    await fillApplication(user);
    await submitAndWaitForUpload(user);

    act(() => xhr.requests[0]!.respond(status, answer));

    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(field(/^Father's first name/)).toHaveValue('Sunil');
    expect((field('Change birth certificate') as HTMLInputElement).files?.[0]).toBe(certificate);
  });

  it('Clear empties every field, the files and their preview, and the messages', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    await fillRequired(user);
    await enter(user, /^Middle name/, 'Kumar');
    await enter(user, /^Mother's email/, 'rekha@');
    await user.selectOptions(field(/^Relation \(father/), 'Guardian');
    await user.upload(field('Choose student photo'), photo);
    await user.upload(field('Choose birth certificate'), certificate);
    expect(screen.getByAltText('Preview of the chosen student photo')).toHaveAttribute('src', 'blob:preview');
    const photoInput = field('Change student photo') as HTMLInputElement;
    const certificateInput = field('Change birth certificate') as HTMLInputElement;
    expect(photoInput.files).toHaveLength(1);
    await user.click(submit()); // the malformed email shows a message
    expect(field(/^Mother's email/)).toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    const form = screen.getByRole('form', { name: 'Admission Application' });
    for (const input of within(form).getAllByRole('textbox')) expect(input).toHaveValue('');
    expect(field(/^Date of birth/)).toHaveValue('');
    expect(field(/^Gender/)).toHaveValue('');
    expect(field(/^Class applied for/)).toHaveValue('');
    expect(field(/^Relation \(father/)).toHaveValue('Father');
    expect(photoInput.files).toHaveLength(0);
    expect(certificateInput.files).toHaveLength(0);
    expect(field('Choose student photo')).toBe(photoInput);
    expect(screen.queryByText('aarav.png', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByAltText('Preview of the chosen student photo')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(field(/^Mother's email/)).toBeValid();
  });
});
