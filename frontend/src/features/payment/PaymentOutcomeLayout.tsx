import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PageColumn } from '../../components/PageColumn';
import { useEffect, useRef, type ReactNode } from 'react';
import { school } from '../../content/school';
import { paymentTexts } from '../../content/payment';
import { NeedsJavaScript } from '../../components/NeedsJavaScript';
import { needsJavaScriptTexts } from '../../content/needsJavaScript';
import { linkSx } from '../../components/linkLook';
import { useTexts } from '../../hooks/useTexts';

/**
 * The frame of the success and failure pages: a heading that names the outcome and receives focus when the
 * outcome arrives (so keyboard and screen-reader users land on it), then the outcome itself.
 */
export function PaymentOutcomeLayout({
  heading,
  outcomeKey,
  children,
}: {
  heading: ReactNode;
  /** Changes when the outcome changes; focus moves to the heading then. */
  outcomeKey: string;
  children: ReactNode;
}) {
  const needsJavaScript = useTexts(needsJavaScriptTexts);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [outcomeKey]);

  return (
    // At least a screen tall, so the footer starts below the fold: the outcome arrives after the page has painted
    // ("Checking…" becomes a notice or the receipt), and growing content then moves nothing the parent can see.
    // On screen only: a printed receipt gets no blank page.
    <PageColumn width="reading" sx={{ py: { xs: 4, md: 7 }, '@media screen': { minHeight: '100vh' } }}>
      {/* A receipt's narrow column (600 px), from the grid's left edge. */}
      <Box sx={{ maxWidth: 600 }}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h1"
          // The site's h1 size (the theme's), as every other page's; in this narrow column a heading may take two
          // lines, balanced rather than one word alone on the second.
          sx={{ mb: 3, textWrap: 'balance', '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' } }}
        >
          {heading}
        </Typography>
        <NeedsJavaScript text={needsJavaScript.payment} />
        <Box aria-live="polite">{children}</Box>
      </Box>
    </PageColumn>
  );
}

export function Working({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography>{text}</Typography>
    </Box>
  );
}

/** How to reach the school office, for outcomes a parent may need help with. */
export function SchoolOfficeContact() {
  const words = useTexts(paymentTexts);
  return (
    <Typography sx={{ mt: 2 }}>
      {words.success.contactLead}{' '}
      <Box component="a" href={school.phone.href} sx={linkSx}>
        {school.phone.display}
      </Box>
      {' · '}
      <Box component="a" href={`mailto:${school.email}`} sx={linkSx}>
        {school.email}
      </Box>
    </Typography>
  );
}
