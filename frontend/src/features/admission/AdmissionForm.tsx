import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  admissionClasses,
  admissionTexts,
  fileAccept,
  genders,
  parentPossessive,
  parentRoles,
} from '../../content/admission';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { checkAdmission, emptyAdmission, outsideClassAges, type AdmissionValues } from './admissionChecks';
import { localIsoDate } from '../../lib/dates';
import { adDateToSend } from '../../components/form/birthDate/birthDate';
import { BirthDateField } from '../../components/form/birthDate/BirthDateField';
import { loadBsCalendar, loadedBsCalendar } from '../../components/form/birthDate/bsCalendar';
import { FilePicker } from './FilePicker';
import { fileRefusal } from './fileChecks';
import { uploadLimitsInForce } from './uploadLimits';
import { ClassAgeCheck } from './ClassAgeCheck';
import { SelectField } from '../../components/form/SelectField';
import { HoneypotField } from '../../components/form/HoneypotField';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { labelFrom, ParentFields } from './ParentFields';
import { InputField } from '../../components/form/InputField';
import { Notice } from '../../components/Notice';
import { LookButton } from '../../components/LookButton';
import { gridColumnsSx, gridSpanSx } from '../../components/gridColumns';
import { laterModule } from '../../lib/laterModule';

const sendingParts = laterModule(() => import('./sendingParts'));

/** Where a submit stands: the steps of a send, its reference once the school has it, or why it failed. */
type Sending =
  | { step: 'idle'; failure?: string }
  | { step: 'preparing' }
  | { step: 'sending'; percent: number }
  | { step: 'waiting' }
  | { step: 'sent'; reference: string };

/**
 * The admission application. A valid submit scales the photo down, sends everything to the school office with its
 * progress shown, and replaces the form by the reference number and what happens next, which stay until the parent
 * starts a new application or leaves. A failed send keeps everything in the form, files included, and says what
 * to do; the server's message per field shows beside its field. Clear empties the form (the spec's Clear).
 * Everything is said in the page's language; on a page in another language than the office's English, the form's
 * own words stand for the office's messages (its own check's message for a field, else a word that it was refused).
 */
export function AdmissionForm() {
  const words = useTexts(admissionTexts);
  const language = useLanguage();
  const preferOwnWords = language !== 'en';
  // Read on the parent's actions, never as the form renders: see useUploadLimits.
  const check = (values: AdmissionValues) =>
    checkAdmission(values, localIsoDate(new Date()), loadedBsCalendar(), words, uploadLimitsInForce());
  const form = useCheckedForm({ idPrefix: 'admission', initialValues: emptyAdmission, check });
  const [sending, setSending] = useState<Sending>({ step: 'idle' });
  // A ref as well as the state: a second submit in the same moment (a double tap) sees it at once.
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // The last photo scaled, so a retry after a failure does not scale it again.
  const scaled = useRef<{ chosen: File; toSend: File } | null>(null);

  // A failure's message takes focus as it appears, so a screen reader reads it and a keyboard goes on from it.
  useEffect(() => {
    if (sending.step === 'idle' && sending.failure) failureRef.current?.focus();
  }, [sending]);

  async function send(values: AdmissionValues) {
    if (busy.current) return;
    busy.current = true;
    try {
      let parts;
      try {
        parts = await sendingParts.load();
      } catch {
        setSending({ step: 'idle', failure: words.sending.offline });
        return;
      }
      const { scalePhoto, sendAdmission } = parts;
      setSending({ step: 'preparing' });
      const chosen = values.photo!;
      if (scaled.current?.chosen !== chosen) scaled.current = { chosen, toSend: await scalePhoto(chosen) };
      const photo = scaled.current.toSend;
      setSending({ step: 'sending', percent: 0 });
      const bs = loadedBsCalendar();
      // The confirmation goes only while it is asked for (the date or the class may have changed since the tick).
      const ageConfirmed = values.ageConfirmed && Boolean(outsideClassAges(values, localIsoDate(new Date()), bs));
      const toSend = { ...values, dob: adDateToSend(values, bs), ageConfirmed };
      const outcome = await sendAdmission(
        toSend,
        photo,
        honeypotRef.current?.value ?? '',
        (fraction) => {
          const percent = Math.floor(fraction * 100);
          setSending(percent >= 100 ? { step: 'waiting' } : { step: 'sending', percent });
        },
        words.sending,
        language,
      );
      if (outcome.sent) {
        setSending({ step: 'sent', reference: outcome.reference });
        return;
      }
      const fields =
        outcome.fields &&
        (preferOwnWords
          ? { ...outcome.fields, ...refusedFilesInOwnWords(outcome.reasons, values), ...check(values) }
          : outcome.fields);
      const marked = fields ? form.showServerErrors(fields, formRef.current) : false;
      setSending({ step: 'idle', failure: marked ? undefined : outcome.message });
    } finally {
      busy.current = false;
    }
  }

  /** The files the office refused, said by the reasons it gave, in the page's words. */
  function refusedFilesInOwnWords(reasons: Record<string, string> | undefined, values: AdmissionValues) {
    const said: Record<string, string> = {};
    for (const field of ['photo', 'birthCertificate'] as const) {
      const reason = reasons?.[field];
      const message = reason && fileRefusal(field, reason, values[field], words.messages, uploadLimitsInForce());
      if (message) said[field] = message;
    }
    return said;
  }

  function clear() {
    form.reset();
    setSending({ step: 'idle' });
  }

  function startNew() {
    // Rendered at once, so the form is back to take the parent to its first field.
    flushSync(clear);
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }

  // Every step past 'idle' comes after a send has loaded these.
  const { AdmissionReceived, UploadProgress } = sendingParts.loaded() ?? {};
  if (sending.step === 'sent' && AdmissionReceived) {
    return <AdmissionReceived reference={sending.reference} onStartNew={startNew} />;
  }

  const isBusy = sending.step !== 'idle';
  const { values, errors, setValue, textFieldProps, fieldId } = form;

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-label={words.page.heading}
      aria-busy={isBusy}
      onFocus={sendingParts.prefetch}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        if (busy.current) {
          event.preventDefault();
          return;
        }
        if (values.dobCalendar === 'bs' && values.dobBs.trim() && !loadedBsCalendar()) {
          // A B.S. date is judged and sent in A.D.: the submit waits for the conversion, then goes on.
          event.preventDefault();
          const formElement = event.currentTarget;
          loadBsCalendar().then(
            () => formElement.requestSubmit(),
            () => setSending({ step: 'idle', failure: words.birthDate.calendarUnavailable }),
          );
          return;
        }
        form.onSubmit((values) => void send(values))(event);
      }}
    >
      <Typography sx={{ mb: 2 }}>{words.page.requiredNote}</Typography>
      {form.showSummary && (
        <Notice severity="error" sx={{ mb: 3 }}>
          {words.page.summary}
        </Notice>
      )}

      <FormSection title={words.sections.student}>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <InputField
            {...textFieldProps('firstName')}
            label={words.labels.firstName}
            required
            fullWidth
            autoComplete="off"
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <InputField
            {...textFieldProps('middleName', words.hints.middleName)}
            label={words.labels.middleName}
            fullWidth
            autoComplete="off"
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <InputField
            {...textFieldProps('lastName')}
            label={words.labels.lastName}
            required
            fullWidth
            autoComplete="off"
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <SelectField
            id={fieldId('gender')}
            name="gender"
            label={words.labels.gender}
            value={values.gender}
            onChange={(value) => setValue('gender', value)}
            options={genders}
            optionLabel={labelFrom(words.options.gender)}
            placeholder={words.placeholders.gender}
            error={errors.gender}
            required
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <BirthDateField form={form} words={words.birthDate} />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <SelectField
            id={fieldId('classApplied')}
            name="classApplied"
            label={words.labels.classApplied}
            value={values.classApplied}
            onChange={(value) => setValue('classApplied', value)}
            options={admissionClasses}
            optionLabel={labelFrom(words.options.classApplied)}
            placeholder={words.placeholders.classApplied}
            hint={words.hints.classApplied}
            error={errors.classApplied}
            required
          />
        </Box>
        <ClassAgeCheck form={form} words={words} />
      </FormSection>

      {parentRoles.map((role) => {
        const labels = words.parentLabels(
          role,
          parentPossessive(
            role,
            { father: values.fatherRelation, mother: values.motherRelation },
            words.messages.whose,
          ),
        );
        return (
          <FormSection key={role} title={labels.details}>
            <ParentFields role={role} labels={labels} form={form} />
          </FormSection>
        );
      })}

      <FormSection title={words.sections.documents}>
        <Box sx={gridSpanSx({ xs: 12, md: 6 })}>
          <FilePicker
            id={fieldId('photo')}
            label={words.labels.photo}
            chooseText={words.buttons.choosePhoto}
            changeText={words.buttons.changePhoto}
            removeText={words.buttons.removeFile}
            removeLabel={words.buttons.removeFileNamed}
            sizeText={words.messages.fileSize}
            accept={fileAccept.photo}
            hint={(limits) => words.hints.photo(words.messages.megabytes(limits.photoMaxMb))}
            file={values.photo}
            error={errors.photo}
            onChange={(file) => setValue('photo', file, { checkNow: true })}
            previewAlt={words.previewAlt.photo}
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, md: 6 })}>
          <FilePicker
            id={fieldId('birthCertificate')}
            label={words.labels.birthCertificate}
            chooseText={words.buttons.chooseCertificate}
            changeText={words.buttons.changeCertificate}
            removeText={words.buttons.removeFile}
            removeLabel={words.buttons.removeFileNamed}
            sizeText={words.messages.fileSize}
            accept={fileAccept.birthCertificate}
            hint={(limits) => words.hints.birthCertificate(words.messages.megabytes(limits.certificateMaxMb))}
            file={values.birthCertificate}
            error={errors.birthCertificate}
            onChange={(file) => setValue('birthCertificate', file, { checkNow: true })}
            previewAlt={words.previewAlt.birthCertificate}
          />
        </Box>
      </FormSection>

      <HoneypotField id="admission-website" inputRef={honeypotRef} />

      {sending.step === 'preparing' && UploadProgress && <UploadProgress label={words.sending.preparing} />}
      {sending.step === 'sending' && UploadProgress && (
        <UploadProgress
          label={words.sending.sending}
          percent={sending.percent}
          percentText={words.sending.percent(sending.percent)}
        />
      )}
      {sending.step === 'waiting' && UploadProgress && <UploadProgress label={words.sending.waiting} />}
      {sending.step === 'idle' && sending.failure && (
        <Notice severity="error" ref={failureRef} tabIndex={-1} sx={{ mb: 2 }}>
          {sending.failure} {words.sending.keptNote}
        </Notice>
      )}

      {/* A Box, not a Stack: the same look without Stack's own chunk, on a page near its JavaScript budget. */}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
        <LookButton type="submit" variant="contained" size="large" endIcon={<SendIcon />} disabled={isBusy}>
          {words.buttons.submit}
        </LookButton>
        <LookButton type="button" variant="outlined" size="large" onClick={clear} disabled={isBusy}>
          {words.buttons.clear}
        </LookButton>
      </Box>
    </Box>
  );
}

/** A titled group of fields laid out on a responsive grid. */
function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2.5 }}>
        {title}
      </Typography>
      <Box sx={gridColumnsSx(2.5)}>{children}</Box>
    </Paper>
  );
}
