import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { useEffect, useState } from 'react';
import {
  admissionButtons,
  admissionClasses,
  admissionHints,
  admissionLabels,
  admissionMessages,
  admissionPage,
  admissionPlaceholders,
  admissionSections,
  fileAccept,
  genders,
  successBannerMs,
} from '../../content/admission';
import { formMessages } from '../../content/contact';
import { checkAdmission, emptyAdmission, localIsoDate } from './admissionChecks';
import { BirthDateField } from './BirthDateField';
import { FilePicker } from './FilePicker';
import { SelectField } from '../../components/form/SelectField';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { ParentFields } from './ParentFields';
import { InputField } from '../../components/form/InputField';
import { Notice } from '../../components/Notice';
import { LookButton } from '../../components/LookButton';
import { gridColumnsSx, gridSpanSx } from '../../components/gridColumns';

/**
 * The admission application. A demonstration: a valid submit shows a success banner for 4 seconds and
 * sends nothing anywhere; the values stay in the form until the parent presses Clear.
 */
export function AdmissionForm() {
  const form = useCheckedForm({
    idPrefix: 'admission',
    initialValues: emptyAdmission,
    check: (values) => checkAdmission(values, localIsoDate(new Date())),
  });
  const [bannerOpen, setBannerOpen] = useState(false);
  // Counts valid submits, so a second submit while the banner shows starts its 4 seconds afresh.
  const [submitCount, setSubmitCount] = useState(0);

  useEffect(() => {
    if (!bannerOpen) return;
    const timer = window.setTimeout(() => setBannerOpen(false), successBannerMs);
    return () => window.clearTimeout(timer);
  }, [bannerOpen, submitCount]);

  function clear() {
    form.reset();
    setBannerOpen(false);
  }

  const { values, errors, setValue, textFieldProps, fieldId } = form;

  return (
    <Box
      component="form"
      noValidate
      aria-label={admissionPage.heading}
      onSubmit={form.onSubmit(() => {
        setBannerOpen(true);
        setSubmitCount((count) => count + 1);
      })}
    >
      <Typography sx={{ mb: 2 }}>{admissionPage.requiredNote}</Typography>
      {form.showSummary && (
        <Notice severity="error" sx={{ mb: 3 }}>
          {formMessages.summary}
        </Notice>
      )}

      <FormSection title={admissionSections.student}>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <InputField
            {...textFieldProps('firstName')}
            label={admissionLabels.firstName}
            required
            fullWidth
            autoComplete="off"
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <InputField
            {...textFieldProps('middleName', admissionHints.middleName)}
            label={admissionLabels.middleName}
            fullWidth
            autoComplete="off"
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <InputField
            {...textFieldProps('lastName')}
            label={admissionLabels.lastName}
            required
            fullWidth
            autoComplete="off"
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <SelectField
            id={fieldId('gender')}
            name="gender"
            label={admissionLabels.gender}
            value={values.gender}
            onChange={(value) => setValue('gender', value)}
            options={genders}
            placeholder={admissionPlaceholders.gender}
            error={errors.gender}
            required
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <BirthDateField {...textFieldProps('dob', admissionHints.dob)} />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
          <SelectField
            id={fieldId('classApplied')}
            name="classApplied"
            label={admissionLabels.classApplied}
            value={values.classApplied}
            onChange={(value) => setValue('classApplied', value)}
            options={admissionClasses}
            placeholder={admissionPlaceholders.classApplied}
            error={errors.classApplied}
            required
          />
        </Box>
      </FormSection>

      <FormSection title={admissionSections.father}>
        <ParentFields role="father" form={form} />
      </FormSection>

      <FormSection title={admissionSections.mother}>
        <ParentFields role="mother" form={form} />
      </FormSection>

      <FormSection title={admissionSections.documents}>
        <Box sx={gridSpanSx({ xs: 12, md: 6 })}>
          <FilePicker
            id={fieldId('photo')}
            label={admissionLabels.photo}
            chooseText={admissionButtons.choosePhoto}
            changeText={admissionButtons.changePhoto}
            removeText={admissionButtons.removeFile}
            accept={fileAccept.photo}
            hint={admissionHints.photo}
            file={values.photo}
            error={errors.photo}
            onChange={(file) => setValue('photo', file, { checkNow: true })}
            previewAlt="Preview of the chosen student photo"
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, md: 6 })}>
          <FilePicker
            id={fieldId('birthCertificate')}
            label={admissionLabels.birthCertificate}
            chooseText={admissionButtons.chooseCertificate}
            changeText={admissionButtons.changeCertificate}
            removeText={admissionButtons.removeFile}
            accept={fileAccept.birthCertificate}
            hint={admissionHints.birthCertificate}
            file={values.birthCertificate}
            error={errors.birthCertificate}
            onChange={(file) => setValue('birthCertificate', file, { checkNow: true })}
            previewAlt="Preview of the chosen birth certificate"
          />
        </Box>
      </FormSection>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LookButton type="submit" variant="contained" size="large" endIcon={<SendIcon />}>
          {admissionButtons.submit}
        </LookButton>
        <LookButton type="button" variant="outlined" size="large" onClick={clear}>
          {admissionButtons.clear}
        </LookButton>
      </Stack>

      {/* Where Snackbar puts it (bottom centre, full width on a phone), fading and growing in by CSS: Snackbar and
          its transition and click-away modules would come with the page for this one banner. */}
      {bannerOpen ? (
        <Box
          sx={{
            position: 'fixed',
            zIndex: 'snackbar',
            display: 'flex',
            justifyContent: 'center',
            left: { xs: 8, sm: '50%' },
            right: { xs: 8, sm: 'auto' },
            bottom: { xs: 8, sm: 24 },
            transform: { sm: 'translateX(-50%)' },
          }}
        >
          <Notice
            severity="success"
            variant="filled"
            sx={{
              width: '100%',
              '@keyframes admission-banner-in': {
                from: { opacity: 0, transform: 'scale(0.75)' },
                to: { opacity: 1, transform: 'none' },
              },
              animation: 'admission-banner-in 225ms ease-out',
            }}
          >
            {admissionMessages.success}
          </Notice>
        </Box>
      ) : null}
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
