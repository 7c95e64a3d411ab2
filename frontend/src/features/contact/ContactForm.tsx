import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { contactButtons, contactHints, contactLabels, contactMessages, formMessages } from '../../content/contact';
import { school } from '../../content/school';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { loadContactDraft, saveContactDraft } from './contactDraft';
import { checkContact } from './contactChecks';
import { contactMailtoUrl } from './contactMail';
import { openMailApp } from './openMailApp';
import { InputField } from '../../components/form/InputField';
import { CheckboxField } from '../../components/form/CheckboxField';
import { Notice } from '../../components/Notice';
import { LookButton } from '../../components/LookButton';
import { inheritUnderlinedLinkSx, underlinedLinkSx } from '../../components/linkLook';

/**
 * The contact form. There is no mail server: a valid Send opens the visitor's mail app with the message to
 * the school already written. What was typed stays in the form (and in this tab's draft) afterwards.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const [initialValues] = useState(loadContactDraft);
  const form = useCheckedForm({ idPrefix: 'contact', initialValues, check: checkContact });
  const [mailtoUrl, setMailtoUrl] = useState<string | null>(null);
  const { values, errors, setValue, textFieldProps, fieldId } = form;

  useEffect(() => saveContactDraft(values), [values]);

  const agreedHelperId = `${fieldId('agreed')}-helper-text`;

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={form.onSubmit((valid) => {
        const url = contactMailtoUrl(valid, school.email);
        setMailtoUrl(url);
        openMailApp(url);
      })}
    >
      {form.showSummary && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {formMessages.summary}
        </Notice>
      )}
      <Stack spacing={2.5}>
        <InputField {...textFieldProps('name')} label={contactLabels.name} required fullWidth autoComplete="name" />
        <InputField
          {...textFieldProps('phone', contactHints.phone)}
          label={contactLabels.phone}
          type="tel"
          fullWidth
          autoComplete="tel"
        />
        <InputField
          {...textFieldProps('email')}
          label={contactLabels.email}
          type="email"
          fullWidth
          autoComplete="email"
        />
        <InputField
          {...textFieldProps('message', contactHints.message(values.message.length))}
          label={contactLabels.message}
          required
          fullWidth
          multiline
          minRows={5}
        />
        <FormControl error={Boolean(errors.agreed)}>
          <CheckboxField
            id={fieldId('agreed')}
            name="agreed"
            checked={values.agreed}
            onChange={(event) => setValue('agreed', event.target.checked)}
            required
            error={Boolean(errors.agreed)}
            describedBy={errors.agreed ? agreedHelperId : undefined}
            label={
              <>
                {contactLabels.agreed.before}
                {/* Same tab: the draft brings the message back when the visitor returns. */}
                <Box component={RouterLink} to={paths.privacy} sx={underlinedLinkSx}>
                  {contactLabels.agreed.link}
                </Box>
                {contactLabels.agreed.after}
              </>
            }
          />
          {errors.agreed && <FormHelperText id={agreedHelperId}>{errors.agreed}</FormHelperText>}
        </FormControl>
        <Box>
          <LookButton type="submit" variant="contained" size="large" endIcon={<SendIcon />}>
            {contactButtons.send}
          </LookButton>
        </Box>
        {mailtoUrl && (
          <Notice severity="success">
            {contactMessages.opened} {contactMessages.notOpened}{' '}
            <Box component="a" href={mailtoUrl} sx={[inheritUnderlinedLinkSx, { fontWeight: 700 }]}>
              {contactMessages.openAgain}
            </Box>{' '}
            {contactMessages.orCall}
          </Notice>
        )}
      </Stack>
    </Box>
  );
}
