import AddCommentIcon from '@mui/icons-material/AddComment';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { useInViewport } from '../../hooks/useInViewport';
import { usePageVisible } from '../../hooks/usePageVisible';
import { commentsTexts } from '../../content/comments';
import { useTexts } from '../../hooks/useTexts';
import { AddCommentDialog } from './AddCommentDialog';
import { CommentList } from './CommentList';
import { loadCommentsClient } from './loadCommentsClient';
import type { CommentsClient, NewComment } from './types';
import { useLiveComments } from './useLiveComments';
import { Notice } from '../../components/Notice';
import { LookButton } from '../../components/LookButton';

interface CommentsSectionProps {
  postId: string;
  /** Which comments implementation to use; the one /config.js chose by default (tests pass a fake). */
  loadClient?: () => Promise<CommentsClient>;
  /** How long the live connection outlasts leaving the view or hiding the tab (tests shorten it). */
  releaseAfterMs?: number;
}

const emptyDraft: NewComment = { name: '', text: '' };

/** How near the viewport the comments are when their live connection opens (and how far when it may close). */
const liveMargin = '200px';

/**
 * The comments block of a post: heading with the count of all comments, the newest page kept live, "Show older
 * comments", and the "Add Comment" dialog. The live connection is held only while the block is in view and the
 * tab is visible, so a reader who scrolled back to the article or switched tabs holds none.
 */
export function CommentsSection({ postId, loadClient = loadCommentsClient, releaseAfterMs }: CommentsSectionProps) {
  const texts = useTexts(commentsTexts);
  const headingId = useId();
  const [sectionRef, inView] = useInViewport<HTMLElement>(liveMargin);
  const visible = usePageVisible();
  const { status, comments, total, hasOlder, loadOlder, add } = useLiveComments(
    postId,
    loadClient,
    inView && visible,
    releaseAfterMs,
  );
  const [olderState, setOlderState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [draft, setDraft] = useState<NewComment>(emptyDraft);
  /** What the status line says after a post: read out only, or also shown when the comment waits for approval. */
  const [announcement, setAnnouncement] = useState<{ text: string; visible: boolean }>({ text: '', visible: false });

  const showOlder = async () => {
    setOlderState('loading');
    try {
      await loadOlder();
      setOlderState('idle');
    } catch {
      setOlderState('failed');
    }
  };

  const post = async (comment: NewComment) => {
    const state = await add(comment);
    setDraft(emptyDraft);
    setDialogOpen(false);
    // A pending comment is not in the list: the poster must be told plainly why, not left to wonder.
    setAnnouncement(
      state === 'pending' ? { text: texts.awaitingApproval, visible: true } : { text: texts.posted, visible: false },
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} ref={sectionRef}>
      <CommentsHeader headingId={headingId} count={status === 'ready' ? total : undefined}>
        <LookButton
          variant="contained"
          startIcon={<AddCommentIcon />}
          onClick={() => {
            setAnnouncement({ text: '', visible: false });
            setDialogOpen(true);
          }}
        >
          {texts.addComment}
        </LookButton>
      </CommentsHeader>

      {status === 'loading' ? <CommentsSkeleton /> : null}
      {status === 'unavailable' ? (
        <Notice severity="info" sx={{ mt: 2 }}>
          {texts.unavailable}
        </Notice>
      ) : null}
      {status === 'ready' && comments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{texts.empty}</Typography>
      ) : null}
      {status === 'ready' && comments.length > 0 ? <CommentList comments={comments} /> : null}
      {status === 'ready' && hasOlder ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, pt: 2 }}>
          {olderState === 'failed' ? <Notice severity="warning">{texts.olderFailed}</Notice> : null}
          <LookButton variant="outlined" onClick={() => void showOlder()} disabled={olderState === 'loading'}>
            {olderState === 'loading' ? texts.loadingOlder : texts.showOlder}
          </LookButton>
        </Box>
      ) : null}

      <Box role="status" sx={announcement.visible ? { mt: 2 } : visuallyHiddenSx}>
        {announcement.visible ? <Notice severity="info">{announcement.text}</Notice> : announcement.text}
      </Box>

      <AddCommentDialog
        open={dialogOpen}
        draft={draft}
        onDraftChange={setDraft}
        onClose={() => setDialogOpen(false)}
        onPost={post}
      />
    </Box>
  );
}

/** The heading row, shared with the placeholder shown before the comments code has loaded. */
export function CommentsHeader({
  headingId,
  count,
  children,
}: {
  headingId: string;
  count?: number;
  children?: ReactNode;
}) {
  const texts = useTexts(commentsTexts);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}
    >
      <Typography variant="h2" id={headingId}>
        {count === undefined ? texts.heading : texts.headingWithCount(count)}
      </Typography>
      {children}
    </Box>
  );
}

export function CommentsSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ py: 2 }}>
      {[0, 1].map((row) => (
        <Box key={row} sx={{ display: 'flex', gap: 2, py: 1.5 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
