import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { PageColumn } from '../components/PageColumn';
import { PageMeta } from '../components/PageMeta';
import { contactTexts } from '../content/contact';
import { useTexts } from '../hooks/useTexts';
import { ContactForm } from '../features/contact/ContactForm';
import { SchoolContactDetails } from '../features/contact/SchoolContactDetails';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { gridColumnsSx, gridSpanSx } from '../components/gridColumns';

/** /contact: a message form that opens the visitor's mail app, beside the school's own contact details. */
export function Component() {
  const { page: contactPage } = useTexts(contactTexts);
  return (
    <PageColumn width="wide" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={contactPage.title} description={contactPage.description} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {contactPage.heading}
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.125rem', maxWidth: '60ch' }}>{contactPage.intro}</Typography>
      <Box sx={gridColumnsSx(4)}>
        {/* The school's own phone and email first: on a phone they are the quickest way, before the long form. */}
        <Box sx={gridSpanSx({ xs: 12, md: 5 })}>
          <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'grey.50' }}>
            <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 2.5 }}>
              {contactPage.detailsHeading}
            </Typography>
            <SchoolContactDetails />
          </Paper>
        </Box>
        <Box sx={gridSpanSx({ xs: 12, md: 7 })}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="contact-form-heading" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
              {contactPage.formHeading}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {contactPage.howItWorks}
            </Typography>
            <NeedsJavaScript text={contactPage.needsJavaScript} />
            <ContactForm labelledBy="contact-form-heading" />
          </Paper>
        </Box>
      </Box>
    </PageColumn>
  );
}
