import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublishHistoryAnswer } from '@school/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Notice } from '../../components/Notice';
import { dateTexts } from '../../content/dates';
import { officePublishingTexts } from '../../content/officePublishing';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { pathInLanguage } from '../../lib/paths';
import { momentInBothCalendars } from '../bothCalendars';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { DeskAnswer } from '../desk/DeskAnswer';
import { useOfficeAnswer } from '../useOfficeAnswer';
import { entryCollections } from './contentApi';
import { isDone, usePublishFollower } from './usePublishFollower';

const buttonSx = { minHeight: 48, px: 3 } as const;

/** Each collection's public page, where a clerk sees the published entry. */
const publicPages = { news: '/blog', notices: '/notices', exams: '/examinfo', vacancies: '/career' } as const;

/**
 * Publishing the site, and undoing the last publish (after a confirmation), from the list and from the editor: the
 * request is followed until it is live, refused or failed, said in a live region that takes the focus when it ends;
 * a refusal's problems are shown as the publisher wrote them. Under it, the last publishes, the live one marked.
 */
export function PublishPanel() {
  const words = useTexts(officePublishingTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const idBase = useId();
  const { answer, reload } = useOfficeAnswer<PublishHistoryAnswer>('/api/office/publish');
  const { followed, send, follow } = usePublishFollower();
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);

  const waiting = answer.state === 'loaded' ? answer.data.waiting : null;
  useEffect(() => {
    if (waiting && followed.state === 'idle') follow(waiting);
  }, [waiting, followed.state, follow]);

  const current = followed.state === 'following' ? followed.answer : undefined;
  const finished = current !== undefined && isDone(current.state);
  const busy = followed.state === 'sending' || (followed.state === 'following' && !finished);
  useEffect(() => {
    if (!finished) return;
    outcome.current?.focus();
    reload();
  }, [finished, reload]);

  const stateWords = current?.action === 'undo' ? words.undoStates : words.publishStates;

  return (
    <Box
      component="section"
      aria-labelledby={`${idBase}-title`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id={`${idBase}-title`} variant="h3" component="h2">
        {words.publishTitle}
      </Typography>
      <Typography>{words.publishExplained}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy} onClick={() => void send('publish')} sx={buttonSx}>
          {words.publish}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => setConfirmingUndo(true)} sx={buttonSx}>
          {words.undoPublish}
        </Button>
      </Box>

      <Box ref={outcome} tabIndex={-1} role="status" aria-live="polite" sx={{ outline: 'none' }}>
        {busy && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{current ? stateWords[current.state] : words.publishStates.waiting}</Typography>
          </Box>
        )}
        {followed.state === 'unsent' && <Notice severity="error">{followed.message ?? words.publishRefused}</Notice>}
        {finished && current && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Notice severity={current.state === 'live' ? 'success' : 'error'}>{stateWords[current.state]}</Notice>
            {current.problems && (
              <Box
                component="pre"
                sx={{
                  m: 0,
                  p: 2,
                  bgcolor: 'grey.100',
                  overflowX: 'auto',
                  whiteSpace: 'pre-wrap',
                  fontSize: '0.875rem',
                }}
              >
                {current.problems}
              </Box>
            )}
            {current.state === 'live' && (
              <Typography>
                {words.publicPages}{' '}
                {entryCollections.map((collection, index) => (
                  <span key={collection}>
                    {index > 0 && ' · '}
                    <Link href={pathInLanguage(publicPages[collection], language)}>
                      {words.publicPageNames[collection]}
                    </Link>
                  </span>
                ))}
              </Typography>
            )}
          </Box>
        )}
      </Box>

      <Typography variant="h4" component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
        {words.historyTitle}
      </Typography>
      <DeskAnswer answer={answer} reload={reload}>
        {({ history }) =>
          history.length === 0 ? (
            <Typography>{words.noHistory}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
              {history.map((record) => (
                <li key={record.release}>
                  {words.historyLine(momentInBothCalendars(record.publishedAt, dateWords), record.files)}
                  {record.live && (
                    <Box component="strong" sx={{ ml: 1 }}>
                      ({words.liveNow})
                    </Box>
                  )}
                </li>
              ))}
            </Box>
          )
        }
      </DeskAnswer>

      <ConfirmDialog
        open={confirmingUndo}
        question={words.undoQuestion}
        explained={words.undoExplained}
        cancelWord={words.cancel}
        confirmWord={words.undoPublish}
        onCancel={() => setConfirmingUndo(false)}
        onConfirm={() => {
          setConfirmingUndo(false);
          void send('undo');
        }}
      />
    </Box>
  );
}
