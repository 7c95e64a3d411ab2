import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FounderQuote as Quote } from '../../content/newsArticle';

/** A pull quote: the words in a <blockquote>, the speaker in the <figcaption>. */
export function FounderQuote({ quote }: { quote: Quote }) {
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        my: 4,
        p: { xs: 3, sm: 4 },
        bgcolor: 'primary.light',
        borderLeft: 6,
        borderColor: 'secondary.main',
        borderRadius: 2,
      }}
    >
      <FormatQuoteIcon aria-hidden="true" sx={{ color: 'primary.main', fontSize: 40, mb: 1 }} />
      <Box component="blockquote" sx={{ m: 0 }}>
        {/* Devanagari has no italic: a slanted one only blurs it. */}
        <Typography
          sx={{ fontSize: '1.1875rem', fontStyle: 'italic', lineHeight: 1.6, '&:lang(ne)': { fontStyle: 'normal' } }}
        >
          {quote.text}
        </Typography>
      </Box>
      <Typography component="figcaption" sx={{ mt: 2, fontWeight: 700 }}>
        {quote.name}
        <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
          {quote.role}
        </Box>
      </Typography>
    </Box>
  );
}
