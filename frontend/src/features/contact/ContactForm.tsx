import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { contactTexts, formTexts } from '../../content/contact';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { loadContactDraft, saveContactDraft } from './contactDraft';
import { checkContact, emptyContact, type ContactValues } from './contactChecks';
import { sendMessage } from './sendMessage';
import { InputField } from '../../components/form/InputField';
import { CheckboxField } from '../../components/form/CheckboxField';
import { HoneypotField } from '../../components/form/HoneypotField';
import { Notice } from '../../components/Notice';
import { LookButton } from '../../components/LookButton';
import { underlinedLinkSx } from '../../components/linkLook';

/** Where a Send stands: sending, the reference once the school has the message, or why it failed. */
type Sending =
  { step: 'idle' } | { step: 'sending' } | { step: 'sent'; reference: string } | { step: 'failed'; message: string };

/**
 * The contact form. A valid Send posts the message to the school office, which answers with a reference number;
 * the form is then emptied for another message, and the reference stays shown until the next Send. A failed Send
 * keeps the message and says what to do. What is typed is kept in this tab's draft, so a phone that unloads the
 * tab in the background loses nothing.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const words = useTexts(contactTexts);
  const { summary } = useTexts(formTexts);
  const language = useLanguage();
  const { labels, hints, messages } = words;
  const [initialValues] = useState(loadContactDraft);
  const form = useCheckedForm({
    idPrefix: 'contact',
    initialValues,
    check: (values: ContactValues) => checkContact(values, words.checks),
  });
  const [sending, setSending] = useState<Sending>({ step: 'idle' });
  // A ref as well as the state: a second Send in the same moment (a double tap) sees it at once.
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { values, errors, setValue, textFieldProps, fieldId } = form;

  useEffect(() => saveContactDraft(values), [values]);
  // The outcome of a Send takes focus as it appears, so a screen reader reads it and a keyboard goes on from it.
  useEffect(() => {
    if (sending.step === 'sent' || sending.step === 'failed') outcomeRef.current?.focus();
  }, [sending]);

  async function send(valid: ContactValues) {
    if (busy.current) return;
    busy.current = true;
    try {
      setSending({ step: 'sending' });
      const outcome = await sendMessage(valid, honeypotRef.current?.value ?? '', words, language);
      if (outcome.sent) {
        form.reset(emptyContact);
        setSending({ step: 'sent', reference: outcome.reference });
      } else if (outcome.fields && form.showServerErrors(outcome.fields, formRef.current)) {
        setSending({ step: 'idle' });
        return;
      } else {
        setSending({ step: 'failed', message: outcome.message });
      }
    } finally {
      busy.current = false;
    }
  }

  const agreedHelperId = `${fieldId('agreed')}-helper-text`;

  return (
    <Box
      component="form"
      noValidate
      ref={formRef}
      aria-labelledby={labelledBy}
      aria-busy={sending.step === 'sending'}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        if (busy.current) {
          event.preventDefault();
          return;
        }
        form.onSubmit((valid) => void send(valid))(event);
      }}
    >
      {form.showSummary && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {summary}
        </Notice>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <InputField {...textFieldProps('name')} label={labels.name} required fullWidth autoComplete="name" />
        <InputField
          {...textFieldProps('phone', hints.phone)}
          label={labels.phone}
          type="tel"
          fullWidth
          autoComplete="tel"
        />
        <InputField {...textFieldProps('email')} label={labels.email} type="email" fullWidth autoComplete="email" />
        <InputField
          {...textFieldProps('message', hints.message(values.message.length))}
          label={labels.message}
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
                {labels.agreed.before}
                {/* Same tab: the draft brings the message back when the visitor returns. */}
                <Box component={RouterLink} to={paths.privacy} sx={underlinedLinkSx}>
                  {labels.agreed.link}
                </Box>
                {labels.agreed.after}
              </>
            }
          />
          {errors.agreed && <FormHelperText id={agreedHelperId}>{errors.agreed}</FormHelperText>}
        </FormControl>
        <HoneypotField id="contact-website" inputRef={honeypotRef} />
        {sending.step === 'sending' && <Typography role="status">{messages.sending}</Typography>}
        {sending.step === 'failed' && (
          <Notice severity="error" ref={outcomeRef} tabIndex={-1}>
            {sending.message} {messages.keptNote}
          </Notice>
        )}
        {sending.step === 'sent' && (
          <Notice severity="success" ref={outcomeRef} tabIndex={-1}>
            {messages.sent(sending.reference)}
          </Notice>
        )}
        <Box>
          <LookButton
            type="submit"
            variant="contained"
            size="large"
            endIcon={<SendIcon />}
            disabled={sending.step === 'sending'}
          >
            {words.buttons.send}
          </LookButton>
        </Box>
      </Box>
    </Box>
  );
}
