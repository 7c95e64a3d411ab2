import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { admissionTexts } from '../../content/admission';
import { useTexts } from '../../hooks/useTexts';
import { LookButton } from '../../components/LookButton';
import { noticeIcons } from '../../components/Notice';

interface AdmissionReceivedProps {
  reference: string;
  onStartNew: () => void;
}

/**
 * What a parent sees once the school has the application: the reference number and what happens next. It stays
 * until they leave the page or press "Start a new application"; no timer takes it away. Focus moves to its heading
 * as it replaces the form, so a screen reader reads it at once.
 */
export function AdmissionReceived({ reference, onStartNew }: AdmissionReceivedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: 'center' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const Icon = noticeIcons.success;
  const words = useTexts(admissionTexts).sending;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="admission-received-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'success.main', borderWidth: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Icon aria-hidden sx={{ color: 'success.main', fontSize: 32 }} />
        <Typography
          id="admission-received-heading"
          ref={headingRef}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.5rem', '&:focus': { outline: 'none' } }}
        >
          {words.successHeading}
        </Typography>
      </Box>
      <Typography component="p" sx={{ mb: 0.5 }}>
        {words.referenceLabel}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: '2rem', fontWeight: 700, letterSpacing: '0.08em', fontFamily: 'monospace', mb: 1 }}
      >
        {reference}
      </Typography>
      <Typography sx={{ mb: 2 }}>{words.keepReference}</Typography>
      <Box component="ul" sx={{ pl: 3, my: 0, mb: 2 }}>
        {words.nextSteps.map((step) => (
          <Typography component="li" key={step} sx={{ mb: 1 }}>
            {step}
          </Typography>
        ))}
      </Box>
      <Typography sx={{ mb: 3 }}>{words.questions}</Typography>
      <LookButton type="button" variant="outlined" size="large" onClick={onStartNew}>
        {words.startNew}
      </LookButton>
    </Paper>
  );
}
