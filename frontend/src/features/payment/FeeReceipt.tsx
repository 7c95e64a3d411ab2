import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { amountInWords } from '@school/contracts/amount-in-words';
import { isSchoolClass } from '@school/contracts/fee-student';
import { formatDigits, formatRupees } from '@school/contracts/nepali-numbers';
import { LookButton } from '../../components/LookButton';
import { dateTexts } from '../../content/dates';
import { receiptTexts } from '../../content/receipt';
import { schoolTexts } from '../../content/school';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import type { PaymentReceipt } from './receiptApi';
import { feeMonthText, receiptMomentText } from './receiptText';
import './feeReceiptPrint.css';

/** The rupee sign each language writes before an amount (as the pay page's). */
const rupeeSigns = { en: 'Rs.', ne: 'रु.' } as const;

const cellSx = { py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'start' } as const;

/**
 * A fee receipt as the school issues it: the school and its PAN, the receipt number, when (Nepal time, B.S. and
 * A.D.), the student, the fees paid with their months, any part kept as credit, the total in figures and in words,
 * how it was paid. Never the date of birth (the service does not send it). The class name `fee-receipt` is what the
 * print stylesheet keeps on the page.
 */
export function FeeReceipt({ receipt, headingLevel = 'h2' }: { receipt: PaymentReceipt; headingLevel?: 'h1' | 'h2' }) {
  const texts = useTexts(receiptTexts);
  const dateWords = useTexts(dateTexts);
  const school = useTexts(schoolTexts);
  const language = useLanguage();
  const money = (paisa: number) => formatRupees(paisa, language, rupeeSigns[language]);
  const { className } = receipt;

  const details: [string, string][] = [
    [texts.number, receipt.number],
    [texts.issuedAt, `${receiptMomentText(receipt.issuedAt, dateWords)} (${texts.nepalTime})`],
    ...(receipt.studentId === null ? [] : [[texts.studentId, receipt.studentId] as [string, string]]),
    [texts.student, receipt.studentName],
    ...(className === null
      ? []
      : [[texts.className, isSchoolClass(className) ? texts.classNames[className] : className] as [string, string]]),
    ...(receipt.roll === null ? [] : [[texts.roll, formatDigits(receipt.roll, language)] as [string, string]]),
    ...(receipt.payerName === null ? [] : [[texts.payer, receipt.payerName] as [string, string]]),
  ];
  const payment: [string, string][] = [
    [texts.method, texts.methods[receipt.method]],
    ...(receipt.reference === null ? [] : [[texts.reference, receipt.reference] as [string, string]]),
  ];

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby="fee-receipt-heading"
      className="fee-receipt"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ textAlign: 'center', mb: 2 }}>
        <Typography sx={{ fontWeight: 800, fontSize: { xs: '1.125rem', sm: '1.25rem' }, color: 'primary.main' }}>
          {school.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {school.address.lines.join(', ')}
        </Typography>
        {receipt.schoolPan !== null && (
          <Typography variant="body2" color="text.secondary">
            {texts.pan}: {receipt.schoolPan}
          </Typography>
        )}
        <Typography
          id="fee-receipt-heading"
          component={headingLevel}
          variant="h2"
          sx={{ fontSize: { xs: '1.25rem', sm: '1.375rem' }, mt: 1.5 }}
        >
          {texts.heading}
        </Typography>
      </Box>

      <DefinitionGrid items={details} />

      {receipt.items.length > 0 && (
        <>
          <Typography id="fee-receipt-items" component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
            {texts.itemsHeading}
          </Typography>
          <Box
            component="table"
            aria-labelledby="fee-receipt-items"
            sx={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}
          >
            <thead>
              <tr>
                <Box component="th" scope="col" sx={cellSx}>
                  {texts.item}
                </Box>
                <Box component="th" scope="col" sx={cellSx}>
                  {texts.month}
                </Box>
                <Box component="th" scope="col" sx={{ ...cellSx, textAlign: 'end' }}>
                  {texts.amount}
                </Box>
              </tr>
            </thead>
            <tbody>
              {receipt.items.map((due) => (
                <tr key={`${due.month} ${due.item}`}>
                  <Box component="td" sx={cellSx}>
                    {texts.itemNames[due.item] ?? due.item}
                  </Box>
                  <Box component="td" sx={cellSx}>
                    {feeMonthText(due.month, dateWords)}
                  </Box>
                  <Box component="td" sx={{ ...cellSx, textAlign: 'end', whiteSpace: 'nowrap' }}>
                    {money(due.amountPaisa)}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}

      {receipt.creditPaisa > 0 && (
        <Box sx={{ mt: 2 }}>
          <DefinitionGrid items={[[texts.credit, money(receipt.creditPaisa)]]} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {texts.creditNote}
          </Typography>
        </Box>
      )}

      <Box sx={{ mt: 2, pt: 2, borderTop: 2, borderColor: 'text.primary' }}>
        <DefinitionGrid
          items={[
            [texts.total, money(receipt.amountPaisa)],
            [texts.inWords, amountInWords(receipt.amountPaisa, language)],
          ]}
        />
      </Box>

      <Box sx={{ mt: 2 }}>
        <DefinitionGrid items={payment} />
      </Box>

      <LookButton
        className="no-print"
        variant="outlined"
        startIcon={<PrintIcon />}
        onClick={() => window.print()}
        sx={{ mt: 3 }}
      >
        {texts.print}
      </LookButton>
    </Paper>
  );
}

/** Label and value pairs, side by side from the small tablet up, stacked on a phone. */
function DefinitionGrid({ items }: { items: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
