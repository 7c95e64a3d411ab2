import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { careersTexts } from '../../content/careers';
import { useTexts } from '../../hooks/useTexts';
import { LookButton } from '../../components/LookButton';

interface VacancyClosedDialogProps {
  open: boolean;
  /** The job the visitor chose; kept while the dialog fades out. */
  jobTitle: string;
  /** How to apply, or that the vacancy is closed. */
  message: string;
  onClose: () => void;
}

/** What Apply shows: how to apply, or that the vacancy is closed. Escape, the Close button or a click outside close it. */
export function VacancyClosedDialog({ open, jobTitle, message, onClose }: VacancyClosedDialogProps) {
  const words = useTexts(careersTexts);
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{jobTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <LookButton onClick={onClose} variant="contained" autoFocus>
          {words.close}
        </LookButton>
      </DialogActions>
    </Dialog>
  );
}
