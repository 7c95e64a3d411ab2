import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { admissionTexts, type AdmissionWords } from '../../content/admission';
import { dateTexts } from '../../content/dates';
import { LanguageContext } from '../../lib/languageContext';
import { stubXhr } from '../../test/fakeXhr';
import { AdmissionForm } from './AdmissionForm';
import { loadBsCalendar } from '../../components/form/birthDate/bsCalendar';

/** The form on /ne/admissions: its words loaded first, as the page loads them before it hydrates. */
let words: AdmissionWords;
beforeAll(async () => {
  words = await admissionTexts.load('ne');
  await dateTexts.load('ne');
  // The field fetches the calendar as it is focused; here it is in before the parent types.
  await loadBsCalendar();
});

// A fixed day, on which the test child (born 15 April 2019, or 12 Bhadra 2073 B.S.: 28 August 2016) is of an age
// Grade 1 takes (5 to 7, school.yml): the form's checks judge the date of birth by today.
const testDay = new Date('2024-06-01T06:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testDay);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const inNepali = (node: ReactNode) => render(<LanguageContext value="ne">{node}</LanguageContext>);
const field = (label: RegExp | string) => screen.getByLabelText(label);

type User = ReturnType<typeof userEvent.setup>;

async function enter(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

const submit = () => screen.getByRole('button', { name: 'आवेदन पठाउनुहोस्' });

/** Everything a parent fills in, the date of birth in B.S. as typed (Devanagari digits or not). */
async function fillApplication(user: User, bsDob: string) {
  await enter(user, /^नाम/, 'आरव');
  await enter(user, /^थर/, 'यादव');
  await user.selectOptions(field(/^लिङ्ग/), 'पुरुष');
  await enter(user, /^जन्म मिति \(वि\.सं\.\)/, bsDob);
  await user.selectOptions(field(/^भर्ना हुने कक्षा/), 'कक्षा १');
  await enter(user, /^बुबाको नाम/, 'सुनिल');
  await enter(user, /^बुबाको फोन नम्बर/, '9812345678');
  await enter(user, /^आमाको नाम/, 'रेखा');
  await enter(user, /^आमाको फोन नम्बर/, '041-590123');
  await user.upload(field('विद्यार्थीको फोटो छान्नुहोस्'), new File(['png'], 'aarav.png', { type: 'image/png' }));
  await user.upload(field('जन्मदर्ता प्रमाणपत्र छान्नुहोस्'), new File(['%PDF'], 'birth.pdf', { type: 'application/pdf' }));
}

describe('AdmissionForm in Nepali', { timeout: 20_000 }, () => {
  it('says every check in Nepali, naming whose field it is', async () => {
    const user = userEvent.setup({ delay: null });
    inNepali(<AdmissionForm />);

    await user.click(submit());

    expect(field(/^नाम/)).toHaveFocus();
    for (const label of [/^नाम/, /^थर/, /^लिङ्ग/, /^जन्म मिति/, /^भर्ना हुने कक्षा/]) {
      expect(field(label)).toHaveAccessibleDescription('आवश्यक छ');
    }
    expect(field(/^बुबाको नाम/)).toHaveAccessibleDescription('बुबाको नाम आवश्यक छ');
    expect(field(/^आमाको फोन नम्बर/)).toHaveAccessibleDescription('आमाको फोन नम्बर आवश्यक छ');
    expect(screen.getByRole('alert')).toHaveTextContent(words.page.summary);

    // A guardian in both places: the second is the second guardian, in the labels and the messages.
    await user.selectOptions(field(/^नाता \(बुबा/), 'अभिभावक');
    await user.selectOptions(field(/^नाता \(आमा/), 'अभिभावक');
    await user.click(submit());
    expect(field(/^अभिभावकको नाम/)).toHaveAccessibleDescription('अभिभावकको नाम आवश्यक छ');
    expect(field(/^दोस्रो अभिभावकको नाम/)).toHaveAccessibleDescription('दोस्रो अभिभावकको नाम आवश्यक छ');
    expect(screen.getByRole('heading', { name: 'दोस्रो अभिभावकको विवरण' })).toBeInTheDocument();
  });

  it('shows the options in Nepali and keeps the values the office takes', async () => {
    const user = userEvent.setup({ delay: null });
    inNepali(<AdmissionForm />);
    await user.selectOptions(field(/^भर्ना हुने कक्षा/), 'एलकेजी');
    expect(field(/^भर्ना हुने कक्षा/)).toHaveValue('LKG');
    await user.selectOptions(field(/^बुबाको शिक्षा/), 'उच्च माध्यमिक (+२)');
    expect(field(/^बुबाको शिक्षा/)).toHaveValue('Higher secondary (+2)');
    expect(screen.getByRole('option', { name: 'सौतेनी आमा' })).toHaveValue('Stepmother');
  });

  it.each([
    ['२०७३-०२-३३', '२०७३ सालको जेठ महिनामा ३२ दिन मात्र हुन्छ, त्यसैले २०७३-०२-३३ वि.सं. मिति होइन।'],
    ['2073-13-01', 'महिना १ देखि १२ (बैशाखदेखि चैतसम्म) मात्र हुन्छ, १३ होइन।'],
    ['१२ भदौ', 'वि.सं. मिति साल-महिना-गते गरी लेख्नुहोस्, जस्तै २०८२-०५-१२।'],
    ['1990-01-32', /^१९९०-०१-३२ वि\.सं\. बदल्न सकिँदैन: १ बैशाख २००० वि\.सं\. \(१४ अप्रिल १९४३\) भन्दा अघिका/],
    ['2019-08-28', 'यो ई.सं. मिति जस्तो देखिन्छ: ई.सं. छान्नुहोस्, वा मिति वि.सं.मा लेख्नुहोस्।'],
  ])('refuses the B.S. date %s in Nepali', async (typed, reason) => {
    const user = userEvent.setup({ delay: null });
    inNepali(<AdmissionForm />);
    await enter(user, /^जन्म मिति \(वि\.सं\.\)/, typed);
    await user.click(field(/^थर/));
    await vi.waitFor(() => expect(field(/^जन्म मिति \(वि\.सं\.\)/)).toHaveAccessibleDescription(reason));
  });

  it('shows the date in the other calendar in Nepali, both ways', async () => {
    const user = userEvent.setup({ delay: null });
    inNepali(<AdmissionForm />);
    const bsField = field(/^जन्म मिति \(वि\.सं\.\)/);
    await enter(user, /^जन्म मिति \(वि\.सं\.\)/, '२०७३-०५-१२');
    await vi.waitFor(() => expect(bsField).toHaveAccessibleDescription('२८ अगस्ट २०१६ ई.सं.'));

    await user.click(screen.getByRole('radio', { name: 'ई.सं.' }));
    const adField = await screen.findByLabelText(/^जन्म मिति \(ई\.सं\.\)/);
    expect(adField).toHaveValue('2016-08-28');
    expect(adField).toHaveAccessibleDescription('१२ भदौ २०७३ वि.सं.');
    // A date before the calendar table: said why, in Nepali.
    fireEvent.change(adField, { target: { value: '1940-01-01' } });
    expect(adField).toHaveAccessibleDescription(/^१ जनवरी १९४० ई\.सं\. बदल्न सकिँदैन: .* पात्रो तालिकामा छैनन्।$/);
  });

  it('sends the English values with the A.D. date, shows its progress, then the reference in Nepali', async () => {
    const xhr = stubXhr();
    const user = userEvent.setup({ delay: null });
    inNepali(<AdmissionForm />);
    await fillApplication(user, '२०७३-०५-१२');
    expect(screen.getByText('aarav.png (१ केबी)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'aarav.png हटाउनुहोस्' })).toBeInTheDocument();

    await user.click(submit());
    await screen.findByRole('progressbar', { name: 'आवेदन पठाउँदै' });
    const body = xhr.requests[0]!.body as FormData;
    expect(body.get('dob')).toBe('2016-08-28');
    expect(body.get('gender')).toBe('Male');
    expect(body.get('classApplied')).toBe('Grade 1');
    expect(body.get('fatherRelation')).toBe('Father');
    act(() => xhr.requests[0]!.progress(512, 1024));
    expect(screen.getByText('५०%')).toBeVisible();

    act(() => xhr.requests[0]!.respond(201, { reference: 'A-7K3Q9' }));

    expect(await screen.findByRole('heading', { name: 'आवेदन प्राप्त भयो' })).toBeInTheDocument();
    expect(screen.getByText('A-7K3Q9')).toBeVisible();
    expect(screen.getByText(words.sending.keepReference)).toBeVisible();
    expect(screen.getByRole('button', { name: 'नयाँ आवेदन सुरु गर्नुहोस्' })).toBeInTheDocument();
  });

  it("never shows the office's English: its own words for a refusal, a failure and a field", async () => {
    const xhr = stubXhr();
    const user = userEvent.setup({ delay: null });
    inNepali(<AdmissionForm />);
    await fillApplication(user, '2073-05-12');
    await user.click(submit());
    await screen.findByRole('progressbar', { name: 'आवेदन पठाउँदै' });

    act(() =>
      xhr.requests[0]!.respond(400, {
        message: 'Some details need attention. Please correct the fields with a message below them.',
        fields: { fatherFirstName: 'Write the name in letters.', photo: '"aarav.png" is not a photo we can use.' },
        // A file's reason, judged by its bytes (a disguised photo), which the page says in its own words.
        reasons: { photo: 'wrong-kind' },
      }),
    );

    await vi.waitFor(() => expect(field(/^बुबाको नाम/)).toHaveAccessibleDescription(words.sending.checkField));
    expect(field(/^बुबाको नाम/)).toHaveFocus();
    expect(field('विद्यार्थीको फोटो बदल्नुहोस्')).toHaveAccessibleDescription(
      expect.stringContaining(words.messages.photoNotImage('aarav.png')),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(words.page.summary);
    expect(document.body).not.toHaveTextContent(/Write the name|not a photo|Some details/);

    await user.click(submit());
    await screen.findByRole('progressbar', { name: 'आवेदन पठाउँदै' });
    act(() =>
      xhr.requests[1]!.respond(503, { message: 'This service is restarting or unavailable. Please try again.' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(words.sending.unavailable);
    expect(screen.getByRole('alert')).toHaveTextContent(words.sending.keptNote);
    expect(document.body).not.toHaveTextContent(/restarting/);
  });

  it('says a file is not accepted in Nepali', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    inNepali(<AdmissionForm />);
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 12.2 * 1024 * 1024 });
    await user.upload(field('जन्मदर्ता प्रमाणपत्र छान्नुहोस्'), big);
    expect(field('जन्मदर्ता प्रमाणपत्र बदल्नुहोस्')).toHaveAccessibleDescription(
      'scan.pdf (१२.२ एमबी) "scan.pdf" १२.२ एमबी को छ, १० एमबीभन्दा ठूलो। कृपया अझ सानो फाइल वा सानो स्क्यान छान्नुहोस्।',
    );
    fireEvent.change(field('जन्मदर्ता प्रमाणपत्र बदल्नुहोस्'), {
      target: { files: [new File(['x'], 'setup.exe', { type: '' })] },
    });
    expect(field('जन्मदर्ता प्रमाणपत्र बदल्नुहोस्')).toHaveAccessibleDescription(
      expect.stringContaining('"setup.exe" प्रयोग गर्न मिल्दैन। कृपया PDF, वर्ड, JPEG वा PNG फाइल छान्नुहोस्।'),
    );
  });
});
