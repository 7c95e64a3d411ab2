import type { Passkey, PasskeysAnswer, StaffPasskey, StaffPasskeysAnswer } from '@school/contracts';
import { withAsciiDigits } from '@school/contracts/digits';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { InputField } from '../../components/form/InputField';
import { Notice } from '../../components/Notice';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { dateTexts } from '../../content/dates';
import { officePasskeysTexts, type OfficePasskeysWords } from '../../content/officePasskeys';
import { useTexts } from '../../hooks/useTexts';
import { deleteJson, getJson, postJson } from '../../lib/api';
import type { DateWords } from '../../lib/dates';
import { ConsoleShell } from '../frame/ConsoleShell';
import { useSession } from '../session';
import { addPasskey, browserHasPasskeys, ceremonyCancelled } from './passkeyCeremonies';
import { nepalDayInBothCalendars, timeInNepal } from '../bothCalendars';

/** Buttons as tall as a finger needs (44 px and more). */
const buttonSx = { minHeight: 48, px: 3 } as const;

function When({ iso, words, dateWords }: { iso: string; words: OfficePasskeysWords; dateWords: DateWords }) {
  const date = nepalDayInBothCalendars(iso, dateWords);
  const time = timeInNepal(iso, dateWords);
  return <time dateTime={iso}>{words.moment(date, time)}</time>;
}

/** One passkey: its name, when added and last used, and its Remove button. */
function PasskeyItem({
  passkey,
  onRemove,
  words,
  dateWords,
}: {
  passkey: Passkey | StaffPasskey;
  onRemove: () => void;
  words: OfficePasskeysWords;
  dateWords: DateWords;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {passkey.label}
      </Typography>
      {'email' in passkey ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {words.person}: {passkey.email}
        </Typography>
      ) : null}
      <Typography>
        {words.added}: <When iso={passkey.addedAt} words={words} dateWords={dateWords} />
      </Typography>
      <Typography>
        {words.lastUsed}:{' '}
        {passkey.lastUsedAt ? <When iso={passkey.lastUsedAt} words={words} dateWords={dateWords} /> : words.never}
      </Typography>
      <Box>
        <Button
          variant="outlined"
          color="error"
          onClick={onRemove}
          aria-label={words.removeNamed(passkey.label)}
          sx={buttonSx}
        >
          {words.remove}
        </Button>
      </Box>
    </Paper>
  );
}

type AddStep = 'start' | 'code';

/**
 * The Passkeys page: the person's passkeys (added when, last used, in Nepal time) with Remove, and Add, which first
 * emails a fresh code (so a screen left open cannot add one unnoticed). An admin also sees everybody's, to remove
 * one when a phone is lost.
 */
export default function PasskeysPage() {
  const words = useTexts(officePasskeysTexts);
  const dateWords = useTexts(dateTexts);
  const { session } = useSession();
  const isAdmin = session.state === 'signed-in' && session.staff.role === 'admin';

  const [own, setOwn] = useState<Passkey[]>();
  const [everybody, setEverybody] = useState<StaffPasskey[]>();
  const [step, setStep] = useState<AddStep>('start');
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<{ field: 'code' | 'label' | 'page'; text: string }>();
  const [announcement, setAnnouncement] = useState({ text: '', said: 0 });
  const announce = (text: string) => setAnnouncement(({ said }) => ({ text, said: said + 1 }));

  // Bumped after a change: the lists are asked for again.
  const [loads, setLoads] = useState(0);
  const reload = () => setLoads((count) => count + 1);

  useEffect(() => {
    let current = true;
    void getJson<PasskeysAnswer>('/api/office/passkeys').then((answer) => {
      if (current && answer.ok) setOwn(answer.data.passkeys);
    });
    if (isAdmin) {
      void getJson<StaffPasskeysAnswer>('/api/office/staff-passkeys').then((answer) => {
        if (current && answer.ok) setEverybody(answer.data.passkeys);
      });
    }
    return () => {
      current = false;
    };
  }, [isAdmin, loads]);

  async function remove(url: string) {
    const answer = await deleteJson(url);
    if (answer.status !== 204) {
      setProblem({ field: 'page', text: words.failed });
      return;
    }
    announce(words.removed);
    reload();
  }

  async function sendCode() {
    setWorking(true);
    const answer = await postJson('/api/office/passkeys/code', {});
    setWorking(false);
    if (!answer.ok) return setProblem({ field: 'page', text: words.failed });
    setProblem(undefined);
    setStep('code');
    announce(words.codeSent);
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const typed = withAsciiDigits(code).replace(/\s+/g, '');
    if (!/^[0-9]{6}$/.test(typed)) return setProblem({ field: 'code', text: words.codeInvalid });
    if (!label.trim()) return setProblem({ field: 'label', text: words.labelMissing });
    setWorking(true);
    const answer = await addPasskey(typed, label.trim());
    setWorking(false);
    if (answer === ceremonyCancelled || !answer.ok) {
      const text = answer.status === 401 ? words.wrongCode : words.notAdded;
      setProblem({ field: answer.status === 401 ? 'code' : 'page', text });
      announce(text);
      if (answer.status !== 401) setStep('start');
      setCode('');
      return;
    }
    setProblem(undefined);
    setStep('start');
    setCode('');
    setLabel('');
    announce(words.added_);
    reload();
  }

  return (
    <ConsoleShell title={words.title}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {words.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{words.intro}</Typography>
      <Box role="status" aria-live="polite" sx={visuallyHiddenSx}>
        {announcement.text && <span key={announcement.said}>{announcement.text}</span>}
      </Box>
      {problem?.field === 'page' ? (
        <Notice severity="error" sx={{ mb: 2 }}>
          {problem.text}
        </Notice>
      ) : null}

      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {words.yours}
      </Typography>
      {own && own.length === 0 ? <Typography sx={{ mb: 2 }}>{words.none}</Typography> : null}
      <Box component="ul" sx={{ p: 0, m: 0, mb: 3, display: 'grid', gap: 2 }}>
        {own?.map((passkey) => (
          <PasskeyItem
            key={passkey.id}
            passkey={passkey}
            words={words}
            dateWords={dateWords}
            onRemove={() => void remove(`/api/office/passkeys/${encodeURIComponent(passkey.id)}`)}
          />
        ))}
      </Box>

      <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
        {words.add}
      </Typography>
      {!browserHasPasskeys() ? (
        <Notice severity="info" role="note">
          {words.noWebAuthn}
        </Notice>
      ) : step === 'start' ? (
        <Box sx={{ mb: 3 }}>
          <Typography sx={{ mb: 2 }}>{words.addIntro}</Typography>
          <Button variant="contained" onClick={() => void sendCode()} disabled={working} sx={buttonSx}>
            {working ? words.working : words.sendCode}
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={add} sx={{ display: 'grid', gap: 2, maxWidth: 480, mb: 3 }}>
          <Notice severity="info" role="note">
            {words.codeSent}
          </Notice>
          <InputField
            name="code"
            label={words.code}
            autoComplete="one-time-code"
            required
            fullWidth
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={problem?.field === 'code'}
            helperText={problem?.field === 'code' ? problem.text : undefined}
            htmlInput={{ inputMode: 'numeric', maxLength: 12, 'aria-invalid': problem?.field === 'code' }}
          />
          <InputField
            name="label"
            label={words.label}
            required
            fullWidth
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            error={problem?.field === 'label'}
            helperText={problem?.field === 'label' ? problem.text : words.labelHint}
            htmlInput={{ maxLength: 60, 'aria-invalid': problem?.field === 'label' }}
          />
          <Button type="submit" variant="contained" disabled={working} sx={buttonSx}>
            {working ? words.working : words.create}
          </Button>
        </Box>
      )}

      {isAdmin ? (
        <>
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            {words.everybody}
          </Typography>
          <Typography sx={{ mb: 2 }}>{words.everybodyIntro}</Typography>
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
            {everybody?.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                words={words}
                dateWords={dateWords}
                onRemove={() => void remove(`/api/office/staff-passkeys/${encodeURIComponent(passkey.id)}`)}
              />
            ))}
          </Box>
        </>
      ) : null}
    </ConsoleShell>
  );
}
