import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { paymentTexts } from '../../content/payment';
import { NoPaymentToShow } from './NoPaymentToShow';
import { Working } from './PaymentOutcomeLayout';
import { useTexts } from '../../hooks/useTexts';

/**
 * A result page opened in a tab with no payment to check shows "No payment to show" and what to do next. Only the
 * browser knows which case it is (this tab's session storage and the address), and on a slow phone the app that
 * reads them arrives a second or two after the page has painted: the guidance, the page's largest text, would then
 * paint that late. So the page is pre-rendered with both first views; the boot script (vite/startAfterLoad.js)
 * reads where the page says a payment would be (`NothingToShowWithout`) and, before the first paint, marks <html>
 * `data-nothing-to-show` when neither holds one; CSS shows the view that applies. When the app has looked, it keeps
 * the same elements and drops the other view, so nothing is painted anew.
 */
export function NothingToShowWithout({
  sessionKey,
  addressParameters = [],
}: {
  sessionKey: string;
  /** Parameters of the return address that carry a payment (eSewa's data, Khalti's pidx). */
  addressParameters?: readonly string[];
}) {
  // The boot script reads the key, then the parameters.
  return <meta name="nothing-to-show-without" content={[sessionKey, ...addressParameters].join(' ')} />;
}

const hiddenWhenNothingToShow = { 'html[data-nothing-to-show] &': { display: 'none' } };
const shownOnlyWhenNothingToShow = { 'html:not([data-nothing-to-show]) &': { display: 'none' } };

/**
 * `pending` (the page is checking a payment) and `nothing` (there is none), both in the page until the app has
 * looked (`found` undefined; CSS picks one, see above), then only the one that applies. Each keeps its place among
 * the children, so React keeps its elements.
 */
export function UntilLooked({
  found,
  pending,
  nothing,
  component = 'div',
}: {
  found: boolean | undefined;
  pending: ReactNode;
  nothing: ReactNode;
  /** 'span' inside a heading. */
  component?: 'div' | 'span';
}) {
  return (
    <>
      {found !== false && (
        <Box component={component} sx={found === undefined ? hiddenWhenNothingToShow : undefined}>
          {pending}
        </Box>
      )}
      {found !== true && (
        <Box component={component} sx={found === undefined ? shownOnlyWhenNothingToShow : undefined}>
          {nothing}
        </Box>
      )}
    </>
  );
}

/** A result page's heading until it has looked: its own words while it looks, or "No payment to show". */
export function FirstHeading({ found, looking }: { found: boolean | undefined; looking: string }) {
  const words = useTexts(paymentTexts);
  return <UntilLooked component="span" found={found} pending={looking} nothing={words.noTransaction.heading} />;
}

/** A result page's first view: "working" with its words while it looks, or what to do next with no payment. */
export function FirstView({ found, working }: { found: boolean | undefined; working: string }) {
  return <UntilLooked found={found} pending={<Working text={working} />} nothing={<NoPaymentToShow />} />;
}
