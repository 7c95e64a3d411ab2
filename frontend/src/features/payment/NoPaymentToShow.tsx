import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { school } from '../../content/school';
import { paymentTexts } from '../../content/payment';
import { paths } from '../../lib/paths';
import { underlinedLinkSx } from '../../components/linkLook';
import { Notice } from '../../components/Notice';
import { LookButton } from '../../components/LookButton';
import { useTexts } from '../../hooks/useTexts';

/**
 * Either result page opened with no payment of this tab to show (a bookmark, a shared link, another browser): what
 * the parent can do instead, and how to reach the school office, rather than one line on an empty page.
 */
export function NoPaymentToShow() {
  const words = useTexts(paymentTexts);
  const texts = words.noTransaction;
  return (
    <Stack spacing={2.5}>
      <Notice severity="info">{words.errors.noTransaction}</Notice>
      <Typography variant="h2" sx={{ fontSize: '1.375rem' }}>
        {texts.nextHeading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, '& > li + li': { mt: 1.5 } }}>
        <Typography component="li">{texts.paidAlready}</Typography>
        <Typography component="li">{texts.payNow}</Typography>
        <Typography component="li">
          {texts.askOffice} {/* Underlined: links inside a sentence must not be told apart by colour alone. */}
          <Box component="a" href={school.phone.href} sx={[underlinedLinkSx, { whiteSpace: 'nowrap' }]}>
            {school.phone.display}
          </Box>
          {' · '}
          <Box component="a" href={`mailto:${school.email}`} sx={underlinedLinkSx}>
            {school.email}
          </Box>
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 0.5 }}>
        <LookButton to={paths.pay} variant="contained">
          {texts.pay}
        </LookButton>
        <LookButton to={paths.home} variant="outlined">
          {words.success.home}
        </LookButton>
      </Stack>
    </Stack>
  );
}
