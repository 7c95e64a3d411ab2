import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admissionMessages, successBannerMs } from '../../content/admission';
import { AdmissionForm } from './AdmissionForm';

// jsdom has no object URLs: count what the preview creates and releases.
const createObjectURL = vi.fn(() => 'blob:preview');
const revokeObjectURL = vi.fn();

beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const field = (label: RegExp | string) => screen.getByLabelText(label);

type User = ReturnType<typeof userEvent.setup>;

/** Types a value in one go (as a paste): each keystroke re-renders the whole form, slow in jsdom. */
async function enter(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillRequired(user: User) {
  await enter(user, /^First name/, 'Aarav');
  await enter(user, /^Last name/, 'Yadav');
  await user.selectOptions(field(/^Gender/), 'Male');
  fireEvent.change(field(/^Date of birth/), { target: { value: '2019-04-15' } });
  await user.selectOptions(field(/^Class applied for/), 'Grade 1');
  await enter(user, /^Father's first name/, 'Sunil');
  await enter(user, /^Father's phone/, '9812345678');
  await enter(user, /^Mother's first name/, 'Rekha');
  await enter(user, /^Mother's phone/, '041-590123');
}

const submit = () => screen.getByRole('button', { name: /Submit application/ });

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
    expect(field(/^Father's first name/)).toHaveAccessibleDescription('Father first name is required');
    expect(field(/^Mother's first name/)).toHaveAccessibleDescription('Mother first name is required');
    expect(field(/^Father's phone/)).toHaveAccessibleDescription('Phone is required');
    expect(field(/^Mother's phone/)).toHaveAccessibleDescription('Phone is required');
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
    fireEvent.change(field(/^Date of birth/), { target: { value: '2999-01-01' } });
    await user.click(submit());
    expect(field(/^Date of birth/)).toHaveAccessibleDescription(admissionMessages.dobInFuture);
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

  it('shows the success banner for 4 seconds on a valid submit, sending nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const xhrSpy = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const beaconSpy = vi.fn();
    Object.assign(navigator, { sendBeacon: beaconSpy });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<AdmissionForm />);
    await fillRequired(user);

    await user.click(submit());

    expect(screen.getByRole('alert')).toHaveTextContent(admissionMessages.success);
    act(() => vi.advanceTimersByTime(successBannerMs - 100));
    expect(screen.getByText(admissionMessages.success)).toBeVisible();
    act(() => vi.advanceTimersByTime(100)); // 4 s: the banner starts closing
    act(() => vi.advanceTimersByTime(1000)); // its closing animation ends
    expect(screen.queryByText(admissionMessages.success)).not.toBeInTheDocument();

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
    expect(beaconSpy).not.toHaveBeenCalled();
    // Nothing lost: the application is still there.
    expect(field(/^First name/)).toHaveValue('Aarav');
  });

  it('Clear empties every field, the files and their preview, and the messages', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AdmissionForm />);
    await fillRequired(user);
    await enter(user, /^Middle name/, 'Kumar');
    await enter(user, /^Mother's email/, 'rekha@');
    await user.selectOptions(field(/^Relation \(father/), 'Guardian');
    const photo = new File(['png'], 'aarav.png', { type: 'image/png' });
    const certificate = new File(['%PDF'], 'birth.pdf', { type: 'application/pdf' });
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
