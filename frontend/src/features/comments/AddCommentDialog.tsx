import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { commentsTexts, type CommentsWords } from '../../content/comments';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { checkLength, commentLimits, isBlank, isPostable } from './commentLimits';
import { postFailureText } from './postProblems';
import { CommentPostError, type NewComment } from './types';
import { InputField } from '../../components/form/InputField';
import { Notice } from '../../components/Notice';
import { LookButton } from '../../components/LookButton';
import { iconButtonSx } from '../../components/buttonLook';

interface AddCommentDialogProps {
  open: boolean;
  /** Kept by the parent, so closing the dialog without posting loses nothing. */
  draft: NewComment;
  onDraftChange: (draft: NewComment) => void;
  onClose: () => void;
  /** Resolves once the comment is stored; the parent then closes the dialog and clears the draft. */
  onPost: (comment: NewComment) => Promise<void>;
}

/** Why the draft cannot be posted yet, in the words shown beside the button; empty when it can be. */
function postBlockedBecause(draft: NewComment, tooLong: boolean, texts: CommentsWords['dialog']): string {
  const noName = isBlank(draft.name);
  const noText = isBlank(draft.text);
  if (noName && noText) return texts.waitingFor.both;
  if (noName) return texts.waitingFor.name;
  if (noText) return texts.waitingFor.text;
  return tooLong ? texts.waitingFor.shorter : '';
}

/**
 * The "Add Comment" modal. Blank names or comments cannot be posted (the button stays disabled); a failed
 * post keeps the dialog open with everything typed and says why.
 */
export function AddCommentDialog({ open, draft, onDraftChange, onClose, onPost }: AddCommentDialogProps) {
  const words = useTexts(commentsTexts);
  const texts = words.dialog;
  const language = useLanguage();
  const titleId = useId();
  const [posting, setPosting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = checkLength(draft.name, commentLimits.nameMaxLength, texts.length);
  const text = checkLength(draft.text, commentLimits.textMaxLength, texts.length);
  const canPost = !posting && isPostable(draft);
  const whyNotYet = posting ? '' : postBlockedBecause(draft, name.tooLong || text.tooLong, texts);
  const whyNotYetId = useId();

  const edit = (change: Partial<NewComment>) => {
    setFailure(null);
    onDraftChange({ ...draft, ...change });
  };

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPost) return;
    setPosting(true);
    setFailure(null);
    try {
      await onPost(draft);
    } catch (error) {
      // The service's words on an English page, the page's own otherwise.
      setFailure(error instanceof CommentPostError ? postFailureText(error, words.failure, language) : texts.tryAgain);
    } finally {
      setPosting(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {texts.title}
      </DialogTitle>
      <Box
        component="button"
        type="button"
        aria-label={texts.close}
        onClick={close}
        sx={[iconButtonSx(), { position: 'absolute', right: 8, top: 8 }]}
      >
        <CloseIcon />
      </Box>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {failure ? <Notice severity="error">{`${texts.postFailed} ${failure}`}</Notice> : null}
          <InputField
            label={texts.name}
            value={draft.name}
            onChange={(event) => edit({ name: event.target.value })}
            autoComplete="name"
            autoFocus
            fullWidth
            error={name.tooLong}
            helperText={name.hint || ' '}
            htmlInput={{ 'aria-required': true }}
          />
          <InputField
            label={texts.text}
            value={draft.text}
            onChange={(event) => edit({ text: event.target.value })}
            multiline
            rows={4}
            fullWidth
            error={text.tooLong}
            helperText={text.hint || ' '}
            htmlInput={{ 'aria-required': true }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, gap: 1.5, flexWrap: 'wrap' }}>
          {/* A greyed-out button says nothing by itself: what it waits for is written beside it, and is its
              description for screen readers. Beside the button where there is room, above it on a phone. */}
          {whyNotYet ? (
            <Typography id={whyNotYetId} variant="body2" sx={{ color: 'text.secondary', flex: '1 1 12rem' }}>
              {whyNotYet}
            </Typography>
          ) : null}
          <LookButton
            type="submit"
            variant="contained"
            disabled={!canPost}
            aria-describedby={whyNotYet ? whyNotYetId : undefined}
            sx={{ flexShrink: 0 }}
          >
            {posting ? texts.posting : texts.post}
          </LookButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
