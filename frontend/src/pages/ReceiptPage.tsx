import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { LookButton } from '../components/LookButton';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { Notice } from '../components/Notice';
import { PageColumn } from '../components/PageColumn';
import { PageMeta } from '../components/PageMeta';
import { underlinedLinkSx } from '../components/linkLook';
import { needsJavaScriptTexts } from '../content/needsJavaScript';
import { receiptTexts } from '../content/receipt';
import { school } from '../content/school';
import { FeeReceipt } from '../features/payment/FeeReceipt';
import { fetchReceipt, receiptTokenFrom, type PaymentReceipt } from '../features/payment/receiptApi';
import { Working } from '../features/payment/PaymentOutcomeLayout';
import { useTexts } from '../hooks/useTexts';
import { paths } from '../lib/paths';

export type ReceiptView =
  | { kind: 'opening' }
  | { kind: 'found'; receipt: PaymentReceipt }
  /** No token in the address, or none the service knows. */
  | { kind: 'missing' }
  /** No answer, or an error: the receipt may well exist. */
  | { kind: 'unavailable' };

/** The view for an address's fragment: what the service says of its token. */
export async function receiptViewFor(hash: string): Promise<ReceiptView> {
  const token = receiptTokenFrom(hash);
  if (!token) return { kind: 'missing' };
  const result = await fetchReceipt(token);
  if (result.ok) return { kind: 'found', receipt: result.data };
  // 404 is the service's "no receipt by this token"; 400 a token it refuses to read. Anything else may pass.
  return result.status === 404 || result.status === 400 ? { kind: 'missing' } : { kind: 'unavailable' };
}

/**
 * /receipt#TOKEN: a fee receipt at its own address, for the parent to keep, print or open in another browser later.
 * The token is in the fragment, so it never reaches a server log or a Referer; nginx serves the page no-store,
 * noindex and no-referrer. The pre-rendered page says it is opening the receipt: only the browser knows the token.
 */
export function Component() {
  const texts = useTexts(receiptTexts);
  const needsJavaScript = useTexts(needsJavaScriptTexts);
  const [view, setView] = useState<ReceiptView>({ kind: 'opening' });

  useEffect(() => {
    let current = true;
    const open = () => {
      setView({ kind: 'opening' });
      void receiptViewFor(window.location.hash).then((next) => {
        if (current) setView(next);
      });
    };
    open();
    // A second receipt's link followed from this one changes only the fragment.
    window.addEventListener('hashchange', open);
    return () => {
      current = false;
      window.removeEventListener('hashchange', open);
    };
  }, []);

  return (
    <PageColumn width="reading" sx={{ py: { xs: 4, md: 7 }, '@media screen': { minHeight: '100vh' } }}>
      <PageMeta title={texts.title} description={texts.description} noIndex />
      <Box sx={{ maxWidth: 640 }} aria-live="polite">
        {view.kind === 'found' ? (
          <Stack spacing={3}>
            <FeeReceipt receipt={view.receipt} headingLevel="h1" />
            <Box className="no-print">
              <LookButton to={paths.home} variant="outlined">
                {texts.home}
              </LookButton>
            </Box>
          </Stack>
        ) : (
          <>
            {/* The same heading in every view: the pre-rendered one, which stays in place as the app starts. */}
            <Typography variant="h1" sx={{ mb: 3, textWrap: 'balance' }}>
              {texts.heading}
            </Typography>
            <NeedsJavaScript text={needsJavaScript.receipt} />
            {view.kind === 'opening' && <Working text={texts.opening} />}
            {view.kind !== 'opening' && <NoReceipt missing={view.kind === 'missing'} />}
          </>
        )}
      </Box>
    </PageColumn>
  );
}

/** No receipt to show: why, in plain words, and how to get a copy from the school office. */
function NoReceipt({ missing }: { missing: boolean }) {
  const texts = useTexts(receiptTexts);
  return (
    <Stack spacing={2.5}>
      <Notice severity={missing ? 'info' : 'warning'}>
        <strong>{missing ? texts.missingHeading : texts.unavailableHeading}</strong>
        <br />
        {missing ? texts.missing : texts.unavailable}
      </Notice>
      {/* The office's phone and email each on a line of their own: after the sentence, the email would wrap alone. */}
      <Box>
        <Typography sx={{ textWrap: 'pretty' }}>{texts.askOffice}</Typography>
        <Typography>
          <Box component="a" href={school.phone.href} sx={[underlinedLinkSx, { whiteSpace: 'nowrap' }]}>
            {school.phone.display}
          </Box>
        </Typography>
        <Typography>
          <Box component="a" href={`mailto:${school.email}`} sx={underlinedLinkSx}>
            {school.email}
          </Box>
        </Typography>
      </Box>
      <Box>
        <LookButton to={paths.home} variant="contained">
          {texts.home}
        </LookButton>
      </Box>
    </Stack>
  );
}
