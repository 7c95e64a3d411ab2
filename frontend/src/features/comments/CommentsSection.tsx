import AddCommentIcon from '@mui/icons-material/AddComment';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { commentsTexts as texts } from '../../content/comments';
import { AddCommentDialog } from './AddCommentDialog';
import { CommentList } from './CommentList';
import { loadCommentsClient } from './loadCommentsClient';
import type { CommentsClient, NewComment } from './types';
import { useLiveComments } from './useLiveComments';

interface CommentsSectionProps {
  postId: string;
  /** Which comments implementation to use; the one /config.js chose by default (tests pass a fake). */
  loadClient?: () => Promise<CommentsClient>;
}

const emptyDraft: NewComment = { name: '', text: '' };

/** The comments block of a post: heading with the count, the live list, and the "Add Comment" dialog. */
export function CommentsSection({ postId, loadClient = loadCommentsClient }: CommentsSectionProps) {
  const headingId = useId();
  const { status, comments, add } = useLiveComments(postId, loadClient);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [draft, setDraft] = useState<NewComment>(emptyDraft);
  const [announcement, setAnnouncement] = useState('');

  const post = async (comment: NewComment) => {
    await add(comment);
    setDraft(emptyDraft);
    setDialogOpen(false);
    setAnnouncement(texts.posted);
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <CommentsHeader headingId={headingId} count={status === 'ready' ? comments.length : undefined}>
        <Button
          variant="contained"
          startIcon={<AddCommentIcon />}
          onClick={() => {
            setAnnouncement('');
            setDialogOpen(true);
          }}
        >
          {texts.addComment}
        </Button>
      </CommentsHeader>

      {status === 'loading' ? <CommentsSkeleton /> : null}
      {status === 'unavailable' ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {texts.unavailable}
        </Alert>
      ) : null}
      {status === 'ready' && comments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{texts.empty}</Typography>
      ) : null}
      {status === 'ready' && comments.length > 0 ? <CommentList comments={comments} /> : null}

      <Box role="status" sx={visuallyHiddenSx}>
        {announcement}
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
