import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { careersTexts } from '../../content/careers';
import { useTexts } from '../../hooks/useTexts';
import { LookButton } from '../../components/LookButton';

export interface VacancyClosedDialogProps {
  open: boolean;
  /** The job the visitor chose; kept while the dialog fades out. */
  jobTitle: string;
  /** The title's language where it is not the page's (a vacancy left in English on a Nepali page). */
  jobTitleLang?: string;
  /** How to apply, or that the vacancy is closed. */
  message: string;
  /** The message's language where it is not the page's. */
  messageLang?: string;
  onClose: () => void;
}

/** What Apply shows: how to apply, or that the vacancy is closed. Escape, the Close button or a click outside close it. */
export function VacancyClosedDialog({
  open,
  jobTitle,
  jobTitleLang,
  message,
  messageLang,
  onClose,
}: VacancyClosedDialogProps) {
  const words = useTexts(careersTexts);
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId} lang={jobTitleLang}>
        {jobTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} lang={messageLang}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <LookButton onClick={onClose} variant="contained" autoFocus>
          {words.close}
        </LookButton>
      </DialogActions>
    </Dialog>
  );
}
