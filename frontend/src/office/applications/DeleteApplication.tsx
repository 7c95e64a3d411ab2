import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Notice } from '../../components/Notice';
import { officeDeskTexts } from '../../content/officeDesk';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { deleteJson } from '../../lib/api';
import { pathInLanguage } from '../../lib/paths';
import { officePaths } from '../officePaths';
import { useSession } from '../session';
import type { DeletedState } from './ApplicationsPage';

/** Delete (admins only: office-service refuses the others), after a dialog that says what goes for good. */
export function DeleteApplication({ reference }: { reference: string }) {
  const words = useTexts(officeDeskTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const { check } = useSession();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function deleteNow() {
    setDeleting(true);
    setProblem(undefined);
    const answer = await deleteJson(`/api/office/applications/${encodeURIComponent(reference)}`);
    setDeleting(false);
    // 204 has no body, which the client counts as no answer; 404: deleted meanwhile, gone all the same.
    if (answer.status === 204 || answer.status === 404) {
      const state: DeletedState = { deleted: reference };
      return navigate(pathInLanguage(officePaths.applications, language), { state });
    }
    if (answer.status === 401) return check();
    setProblem(answer.status === 0 || answer.status >= 502 ? words.unavailable : words.changeFailed);
  }

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} sx={{ minHeight: 48 }}>
        {words.deleteApplication}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="delete-title"
        aria-describedby="delete-warning"
      >
        <DialogTitle id="delete-title">{words.deleteQuestion}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-warning">{words.deleteWarning(reference)}</DialogContentText>
          {problem && (
            <Notice severity="error" sx={{ mt: 2 }}>
              {problem}
            </Notice>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus sx={{ minHeight: 48 }}>
            {words.cancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void deleteNow()}
            disabled={deleting}
            sx={{ minHeight: 48 }}
          >
            {words.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
