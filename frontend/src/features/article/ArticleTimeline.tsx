import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimelineEvent } from '../../content/newsArticle';
import { dateTexts } from '../../content/dates';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { formatBsDayMonth, formatDayMonth } from '../../lib/dates';

/**
 * Events in order, as an ordered list: a line with a dot per event, the date, a title and what happened.
 * The dates are <time> elements, so they are machine-readable too.
 */
export function ArticleTimeline({ events, label }: { events: TimelineEvent[]; label: string }) {
  const dateWords = useTexts(dateTexts);
  // A Nepali page writes the B.S. date first (src/content/ne/dates.ts): the B.S. day leads, the A.D. day is under it.
  const bsFirst = useLanguage() === 'ne';
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, mt: 3, p: 0 }}>
      {events.map((event, index) => {
        const last = index === events.length - 1;
        const bs = formatBsDayMonth(event.dateBs, event.endDateBs, Boolean(event.endDate), dateWords);
        const ad = formatDayMonth(event.date, event.endDate, dateWords);
        const [lead, under] = bsFirst && bs ? [bs, ad] : [ad, bs];
        return (
          <Box
            component="li"
            key={event.date}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '24px 1fr', sm: '96px 24px 1fr' }, columnGap: 2 }}
          >
            <Typography
              component="time"
              dateTime={event.date}
              sx={{
                gridColumn: { xs: '2', sm: '1' },
                gridRow: { xs: '1', sm: '1 / span 2' },
                textAlign: { sm: 'right' },
                fontWeight: 700,
                color: 'primary.main',
                pt: { sm: 0.25 },
              }}
            >
              {lead}
              {/* The other day on a line of its own: the narrow date column would break "10 Sep (25 Bhadra)" in three. */}
              {under && (
                <>
                  {' '}
                  <Box
                    component="span"
                    sx={{ display: 'block', fontWeight: 400, fontSize: '0.875rem', color: 'text.secondary' }}
                  >
                    {under}
                  </Box>
                </>
              )}
            </Typography>
            {/* The rail: a dot for the event and a line down to the next one. */}
            <Box
              aria-hidden="true"
              sx={{
                gridColumn: { xs: '1', sm: '2' },
                gridRow: { xs: '1 / span 3', sm: '1 / span 2' },
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
              }}
            >
              <Box
                sx={{
                  width: 16,
                  height: 16,
                  mt: 0.5,
                  borderRadius: '50%',
                  bgcolor: 'secondary.main',
                  border: 3,
                  borderColor: 'primary.main',
                }}
              />
              {last ? null : <Box sx={{ flex: 1, width: 3, bgcolor: 'primary.light', minHeight: 24 }} />}
            </Box>
            <Typography
              component="h3"
              variant="h4"
              sx={{ gridColumn: { xs: '2', sm: '3' }, gridRow: { xs: '2', sm: '1' }, mt: { xs: 0.5, sm: 0 } }}
            >
              {event.title}
            </Typography>
            <Typography
              sx={{ gridColumn: { xs: '2', sm: '3' }, gridRow: { xs: '3', sm: '2' }, pb: last ? 0 : 3, pt: 0.5 }}
            >
              {event.description}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
