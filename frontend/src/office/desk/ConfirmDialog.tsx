import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

const buttonSx = { minHeight: 48, px: 3 } as const;

export interface ConfirmDialogProps {
  /** Open while there is something to confirm. */
  open: boolean;
  /** The question, naming what it is about ("Remove clerk@…?"). */
  question: string;
  /** What follows from it, in a sentence. */
  explained: string;
  cancelWord: string;
  /** The action's word on its button ("Delete", "Remove"). */
  confirmWord: string;
  /** error (the default) for a step that removes something; primary for one that only replaces what is shown. */
  confirmColor?: 'error' | 'primary';
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The console's question before a step that cannot be taken back (removing a member of staff, deleting an exam's
 * results, undoing a publish): Cancel first, the action in the error colour (or primary), each button a 48 px touch target.
 */
export function ConfirmDialog({
  open,
  question,
  explained,
  cancelWord,
  confirmWord,
  confirmColor = 'error',
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{question}</DialogTitle>
      <DialogContent>
        <DialogContentText>{explained}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} sx={buttonSx}>
          {cancelWord}
        </Button>
        <Button color={confirmColor} variant="contained" onClick={onConfirm} sx={buttonSx}>
          {confirmWord}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
