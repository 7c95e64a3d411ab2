import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ContentEntriesAnswer } from '@school/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { dateTexts } from '../../content/dates';
import { officePublishingTexts } from '../../content/officePublishing';
import { useTexts } from '../../hooks/useTexts';
import { pathInLanguage } from '../../lib/paths';
import { useLanguage } from '../../hooks/useLanguage';
import { dayInBothCalendars } from '../bothCalendars';
import { DeskAnswer } from '../desk/DeskAnswer';
import { ConsoleShell } from '../frame/ConsoleShell';
import { entryPath, newEntryPath } from '../officePaths';
import { useOfficeAnswer } from '../useOfficeAnswer';
import { entryCollections } from './contentApi';
import { PublishPanel } from './PublishPanel';

/**
 * Publishing (admin and office): every entry of the content folder, by collection, each with its date in both
 * calendars and whether it has a Nepali version, a "New …" per collection, and the panel that publishes the site.
 */
export default function PublishingPage() {
  const words = useTexts(officePublishingTexts);
  const dateWords = useTexts(dateTexts);
  const idBase = useId();
  const language = useLanguage();
  const { answer, reload } = useOfficeAnswer<ContentEntriesAnswer>('/api/office/content');

  return (
    <ConsoleShell title={words.title}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {words.title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{words.intro}</Typography>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <PublishPanel />
        <DeskAnswer answer={answer} reload={reload}>
          {({ entries }) =>
            entryCollections.map((collection) => {
              const inCollection = entries.filter((entry) => entry.collection === collection);
              return (
                <Box component="section" key={collection} aria-labelledby={`${idBase}-${collection}`}>
                  <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                    <Typography id={`${idBase}-${collection}`} variant="h3" component="h2" sx={{ flexGrow: 1 }}>
                      {words.collections[collection]}
                    </Typography>
                    <Button
                      component={Link}
                      to={pathInLanguage(newEntryPath(collection), language)}
                      variant="outlined"
                      sx={{ minHeight: 48 }}
                    >
                      {words.newOf[collection]}
                    </Button>
                  </Box>
                  {inCollection.length === 0 ? (
                    <Typography>{words.noEntries}</Typography>
                  ) : (
                    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {inCollection.map((entry) => (
                        <Box
                          component="li"
                          key={entry.name}
                          sx={{ borderBottom: 1, borderColor: 'divider', py: 1, display: 'grid', gap: 0.5 }}
                        >
                          <MuiLink
                            component={Link}
                            to={pathInLanguage(entryPath(collection, entry.name), language)}
                            aria-label={words.editOf(entry.title || entry.name)}
                            sx={{ fontWeight: 700, minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
                          >
                            {entry.title || entry.name}
                          </MuiLink>
                          <Typography variant="body2">
                            {entry.date ? dayInBothCalendars(entry.date, dateWords) : words.noDate} ·{' '}
                            {entry.hasNepali ? words.hasNepali : words.englishOnly}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                  )}
                </Box>
              );
            })
          }
        </DeskAnswer>
      </Box>
    </ConsoleShell>
  );
}
