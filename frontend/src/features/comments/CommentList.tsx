import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { avatarColorOf, displayNameOf, initialsOf } from './commenterIdentity';
import { formatMomentInBothCalendars } from '../../lib/momentDates';
import { commentsTexts } from '../../content/comments';
import { dateTexts } from '../../content/dates';
import { useTexts } from '../../hooks/useTexts';
import type { DateWords } from '../../lib/dates';
import type { Comment } from './types';

/**
 * Comments newest first: avatar with initials, name, time in the reader's time zone in the page's language, and the
 * text as typed (never translated: the public wrote it).
 */
export function CommentList({ comments }: { comments: Comment[] }) {
  const anonymous = useTexts(commentsTexts).anonymous;
  const dateWords = useTexts(dateTexts);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} anonymous={anonymous} dateWords={dateWords} />
      ))}
    </Box>
  );
}

function CommentItem({ comment, anonymous, dateWords }: { comment: Comment; anonymous: string; dateWords: DateWords }) {
  return (
    <Box
      component="li"
      data-testid="comment"
      sx={{
        display: 'flex',
        gap: 2,
        py: 2.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      {/* The name is right beside it, so the initials are decoration for screen readers. */}
      <Avatar aria-hidden="true" sx={{ bgcolor: avatarColorOf(comment.name), color: '#fff', fontWeight: 700 }}>
        {initialsOf(comment.name)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
          {/* dir="auto": a name or text in a right-to-left script is isolated, never reordering what is around it. */}
          <Typography component="p" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {displayNameOf(comment.name, anonymous)}
          </Typography>
          <Typography
            component="time"
            variant="body2"
            dateTime={comment.createdAt.toISOString()}
            sx={{ color: 'text.secondary' }}
          >
            {formatMomentInBothCalendars(comment.createdAt, dateWords)}
          </Typography>
        </Box>
        {/* Plain text: React escapes it, and pre-wrap keeps the line breaks the reader typed. */}
        <Typography dir="auto" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Typography>
      </Box>
    </Box>
  );
}
