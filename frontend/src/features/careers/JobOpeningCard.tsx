import EventBusyIcon from '@mui/icons-material/EventBusy';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { careersTexts } from '../../content/careers';
import type { JobOpening } from '../../content/jobOpenings';
import { useTexts } from '../../hooks/useTexts';
import { LookButton } from '../../components/LookButton';
import { EnglishOnlyNote, entryLang } from '../../components/EnglishOnly';
import { useLanguage } from '../../hooks/useLanguage';
import { dateTexts } from '../../content/dates';
import { formatBothCalendars } from '../../lib/dates';
import type { ReactNode } from 'react';

/** A fact about the job in the look of MUI's outlined Chip (which would bring ButtonBase to the page for it). */
function Tag({ icon, label, lang }: { icon: ReactNode; label: string; lang?: string }) {
  return (
    <Box
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        maxWidth: '100%',
        height: 32,
        boxSizing: 'border-box',
        border: `1px solid ${theme.palette.grey[400]}`,
        borderRadius: '16px',
        fontSize: theme.typography.pxToRem(13),
        color: 'text.primary',
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
        '& > svg': { ml: '4px', mr: '-6px', color: theme.palette.grey[700] },
      })}
    >
      {icon}
      <Box component="span" lang={lang} sx={{ px: '11px', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {label}
      </Box>
    </Box>
  );
}

/**
 * One vacancy: what the job is, where, full- or part-time, and its last day to apply with the Apply button. A
 * vacancy past its last day says "Closed" and the day it closed, on the card itself, and offers no Apply button.
 */
export function JobOpeningCard({
  opening,
  closed,
  onApply,
}: {
  opening: JobOpening;
  closed: boolean;
  onApply: () => void;
}) {
  const words = useTexts(careersTexts);
  const dateWords = useTexts(dateTexts);
  const lang = entryLang(opening, useLanguage());
  const closingDay = formatBothCalendars(opening.closes, opening.closesBs, dateWords);
  return (
    <Box
      component="article"
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        height: '100%',
      }}
    >
      <div>
        <EnglishOnlyNote entry={opening} kind="vacancy" sx={{ mb: 1 }} />
        {closed && (
          <Box
            component="p"
            sx={(theme) => ({
              display: 'inline-block',
              m: 0,
              mb: 1,
              px: 1.5,
              py: 0.25,
              borderRadius: '16px',
              bgcolor: theme.palette.grey[800],
              color: theme.palette.common.white,
              fontWeight: 700,
              fontSize: theme.typography.pxToRem(14),
            })}
          >
            {words.closed}
          </Box>
        )}
        <Typography variant="h3" component="h2" lang={lang}>
          {opening.title}
        </Typography>
      </div>
      <Box sx={{ flexGrow: 1 }} lang={lang}>
        {opening.description.map((paragraph) => (
          // HTML the build made from the content file's Markdown, with its text escaped (vite/siteContent).
          <Typography
            key={paragraph.slice(0, 40)}
            sx={{ color: 'text.secondary', '& + &': { mt: 1 } }}
            dangerouslySetInnerHTML={{ __html: paragraph }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Tag icon={<PlaceIcon />} label={opening.location} lang={lang} />
        <Tag icon={<ScheduleIcon />} label={words.types[opening.type]} />
      </Box>
      {closed ? (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
          <EventBusyIcon aria-hidden sx={{ color: 'grey.700' }} />
          {words.closedOn(closingDay)}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <LookButton variant="contained" onClick={onApply} aria-label={words.applyFor(opening.title)}>
            {words.apply}
          </LookButton>
          <Typography sx={{ color: 'text.secondary' }}>{words.closesOn(closingDay)}</Typography>
        </Box>
      )}
    </Box>
  );
}
