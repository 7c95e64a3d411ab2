import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ModerationAnswer, StaffComment, StaffCommentsAnswer } from '@school/contracts';
import { useState } from 'react';
import { Notice } from '../../components/Notice';
import { dateTexts } from '../../content/dates';
import { officeLedgerTexts } from '../../content/officeLedger';
import { momentInBothCalendars } from '../bothCalendars';
import { useTexts } from '../../hooks/useTexts';
import { postJson } from '../../lib/api';
import { ConsoleShell } from '../frame/ConsoleShell';
import { useOfficeAnswer } from '../useOfficeAnswer';

const touch = { minHeight: 44 };
type Action = 'hide' | 'unhide' | 'approve';

/** What can be done to a comment in its state: hide a published one, show a hidden one again, approve a waiting one. */
const actionsFor: Record<StaffComment['state'], Action[]> = {
  published: ['hide'],
  hidden: ['unhide'],
  pending: ['approve', 'hide'],
};

function CommentItem({ comment, onAct, busy }: { comment: StaffComment; onAct: (a: Action) => void; busy: boolean }) {
  const words = useTexts(officeLedgerTexts);
  const dateWords = useTexts(dateTexts);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {comment.name} · {words.states[comment.state]}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {words.post}: {comment.postId} · {words.written}: {momentInBothCalendars(comment.createdAt, dateWords)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1 }}>{comment.text}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {actionsFor[comment.state].map((action) => (
          <Button
            key={action}
            variant={action === 'hide' ? 'outlined' : 'contained'}
            disabled={busy}
            onClick={() => onAct(action)}
            aria-label={`${words[action]}: ${comment.name}`}
            sx={touch}
          >
            {words[action]}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}

function CommentList({ title, comments, ...item }: { title: string; comments: StaffComment[] } & ListActions) {
  const words = useTexts(officeLedgerTexts);
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {comments.length === 0 ? (
        <Typography>{words.commentsNone}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              busy={item.busy === comment.id}
              onAct={(action) => item.onAct(comment, action)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

interface ListActions {
  busy: string | undefined;
  onAct: (comment: StaffComment, action: Action) => void;
}

/**
 * The comments of every post (admin, office): those awaiting approval first (only with moderation before
 * publishing), then the newest in any state; hide, show again, approve. A hide reaches open article pages live.
 */
export default function CommentsPage() {
  const words = useTexts(officeLedgerTexts);
  const { answer: result, reload: retry } = useOfficeAnswer<StaffCommentsAnswer>('/api/office/comments');
  const [busy, setBusy] = useState<string>();
  const [said, setSaid] = useState<{ text: string; failed: boolean }>();

  async function act(comment: StaffComment, action: Action) {
    setBusy(comment.id);
    const answer = await postJson<ModerationAnswer>(`/api/office/comments/${comment.id}/${action}`, {});
    setBusy(undefined);
    if (answer.ok) {
      setSaid({ text: words.changed(comment.name, words.states[answer.data.state]), failed: false });
      retry();
    } else setSaid({ text: words.actionFailed, failed: true });
  }

  return (
    <ConsoleShell title={words.commentsTitle}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {words.commentsTitle}
      </Typography>
      <Box role="status" sx={{ mb: said ? 2 : 0 }}>
        {said && <Notice severity={said.failed ? 'error' : 'success'}>{said.text}</Notice>}
      </Box>
      {result.state === 'loading' && <CircularProgress aria-label={words.commentsTitle} size={24} />}
      {result.state === 'failed' && (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Notice severity="error">{words.commentsLoadFailed}</Notice>
          <Button variant="contained" onClick={retry} sx={touch}>
            {words.tryAgain}
          </Button>
        </Box>
      )}
      {result.state === 'loaded' && (
        <>
          {result.data.awaitingApproval.length > 0 && (
            <CommentList
              title={words.awaitingApproval}
              comments={result.data.awaitingApproval}
              busy={busy}
              onAct={(comment, action) => void act(comment, action)}
            />
          )}
          <CommentList
            title={words.recent}
            comments={result.data.recent}
            busy={busy}
            onAct={(comment, action) => void act(comment, action)}
          />
        </>
      )}
    </ConsoleShell>
  );
}
