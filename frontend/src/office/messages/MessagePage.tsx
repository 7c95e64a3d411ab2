import type { StaffMessage } from '@school/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Notice } from '../../components/Notice';
import { dateTexts } from '../../content/dates';
import { officeDeskTexts } from '../../content/officeDesk';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { postJson } from '../../lib/api';
import { pathInLanguage } from '../../lib/paths';
import { DeskAnswer } from '../desk/DeskAnswer';
import { momentInBothCalendars } from '../bothCalendars';
import { useOfficeAnswer } from '../useOfficeAnswer';
import { ConsoleShell } from '../frame/ConsoleShell';
import { officePaths } from '../officePaths';
import { useSession } from '../session';
import { replyLink } from './replyLink';

/** One message: who sent it and how to reach them, the message, whether it was handled; mark handled, reply. */
export default function MessagePage() {
  const words = useTexts(officeDeskTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const { check } = useSession();
  const reference = useParams().reference ?? '';
  const path = `/api/office/messages/${encodeURIComponent(reference)}`;
  const { answer, reload } = useOfficeAnswer<StaffMessage>(path);
  // The message as marked handled (the office's answer), over the one first loaded.
  const [marked, setMarked] = useState<StaffMessage>();
  const [marking, setMarking] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function markHandled() {
    setMarking(true);
    setProblem(undefined);
    const result = await postJson<StaffMessage>(`${path}/handled`, {});
    setMarking(false);
    if (result.ok) return setMarked(result.data);
    if (result.status === 401) return check();
    setProblem(result.status === 0 || result.status >= 502 ? words.unavailable : words.changeFailed);
  }

  return (
    <ConsoleShell title={words.message(reference)}>
      <Button component={RouterLink} to={pathInLanguage(officePaths.messages, language)} sx={{ minHeight: 44, mb: 1 }}>
        {words.backToMessages}
      </Button>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {words.message(reference)}
      </Typography>
      <DeskAnswer answer={answer} reload={reload} notFound={words.noMessage}>
        {(loaded) => {
          const message = marked ?? loaded;
          return (
            <>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                  columnGap: 3,
                  rowGap: 0.5,
                  m: 0,
                  mb: 2,
                }}
              >
                <Box component="dt" sx={{ fontWeight: 700 }}>
                  {words.sender}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {message.name}
                </Box>
                <Box component="dt" sx={{ fontWeight: 700 }}>
                  {words.email}
                </Box>
                <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {message.email || words.none}
                </Box>
                <Box component="dt" sx={{ fontWeight: 700 }}>
                  {words.phone}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {message.phone || words.none}
                </Box>
                <Box component="dt" sx={{ fontWeight: 700 }}>
                  {words.received}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {momentInBothCalendars(message.receivedAt, dateWords)} ({words.nepalTime})
                </Box>
              </Box>
              <Typography
                sx={{
                  whiteSpace: 'pre-wrap',
                  p: 2,
                  mb: 2,
                  bgcolor: 'grey.100',
                  borderRadius: 1,
                  overflowWrap: 'anywhere',
                }}
              >
                {message.message}
              </Typography>
              <Box role="status" sx={{ mb: 2 }}>
                {message.handledAt ? (
                  <Chip
                    label={words.handledBy(
                      message.handledBy ?? '',
                      momentInBothCalendars(message.handledAt, dateWords),
                    )}
                  />
                ) : (
                  <Chip color="primary" label={words.notHandled} />
                )}
              </Box>
              {problem && (
                <Notice severity="error" sx={{ mb: 2 }}>
                  {problem}
                </Notice>
              )}
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                {!message.handledAt && (
                  <Button
                    variant="contained"
                    onClick={() => void markHandled()}
                    disabled={marking}
                    sx={{ minHeight: 48 }}
                  >
                    {words.markHandled}
                  </Button>
                )}
                {message.email && (
                  <Button
                    variant="outlined"
                    component="a"
                    href={replyLink(message.email, words.replySubject(message.reference))}
                    sx={{ minHeight: 48 }}
                  >
                    {words.reply}
                  </Button>
                )}
              </Box>
            </>
          );
        }}
      </DeskAnswer>
    </ConsoleShell>
  );
}
