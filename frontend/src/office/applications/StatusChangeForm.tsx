import { nextApplicationStatuses, type ApplicationStatus } from '@school/contracts/application-statuses';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { InputField } from '../../components/form/InputField';
import { SelectField } from '../../components/form/SelectField';
import { Notice } from '../../components/Notice';
import { officeDeskTexts } from '../../content/officeDesk';
import { useTexts } from '../../hooks/useTexts';
import { postJson } from '../../lib/api';
import { useSession } from '../session';

/**
 * The application's next status, with an optional note: only the moves its status allows (contracts'
 * nextApplicationStatuses, which office-service checks too). Once saved, or refused because someone moved it
 * meanwhile (409), the page asks for the application again.
 */
export function StatusChangeForm({
  reference,
  status,
  onChanged,
}: {
  reference: string;
  status: ApplicationStatus;
  onChanged: (status: ApplicationStatus) => void;
}) {
  const words = useTexts(officeDeskTexts);
  const { check } = useSession();
  const moves = nextApplicationStatuses[status];
  const [next, setNext] = useState<string>(moves[0] ?? '');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();

  if (moves.length === 0) return <Typography>{words.finalStatus}</Typography>;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setProblem(undefined);
    const answer = await postJson<{ status: ApplicationStatus }>(
      `/api/office/applications/${encodeURIComponent(reference)}/status`,
      { status: next, ...(note.trim() ? { note: note.trim() } : {}) },
    );
    setSaving(false);
    if (answer.ok) return onChanged(answer.data.status);
    if (answer.status === 401) return check();
    if (answer.status === 409) return onChanged(status);
    setProblem(answer.status === 0 || answer.status >= 502 ? words.unavailable : words.changeFailed);
  }

  return (
    <Box component="form" onSubmit={(event) => void save(event)} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <SelectField
        id="next-status"
        label={words.newStatus}
        value={next}
        onChange={setNext}
        options={moves}
        optionLabel={(option) => words.statuses[option as ApplicationStatus]}
        placeholder={words.newStatus}
        required
      />
      <InputField
        label={words.note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        htmlInput={{ maxLength: 1000 }}
      />
      {problem && <Notice severity="error">{problem}</Notice>}
      <Box>
        <Button type="submit" variant="contained" disabled={saving || !next} sx={{ minHeight: 48 }}>
          {saving ? words.saving : words.saveStatus}
        </Button>
      </Box>
    </Box>
  );
}
