import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StaffListAnswer, StaffRole } from '@school/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { InputField } from '../../components/form/InputField';
import { SelectField } from '../../components/form/SelectField';
import { Notice } from '../../components/Notice';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { dateTexts } from '../../content/dates';
import { officeStaffTexts } from '../../content/officeStaff';
import { useTexts } from '../../hooks/useTexts';
import { getJson, postJson } from '../../lib/api';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { ConsoleShell } from '../frame/ConsoleShell';
import { nepalDayInBothCalendars } from '../bothCalendars';
import { useSession } from '../session';
import { looksLikeEmail } from '../signIn/signInProblems';
import { staffProblem, type StaffAction } from './staffProblems';

type Member = StaffListAnswer['members'][number];

/** Buttons as tall as a finger needs (44 px and more) at every width. */
const buttonSx = { minHeight: 48, px: 3 } as const;

/**
 * The staff, for an administrator: who can sign in and with which role; add a person, give them another role, sign
 * them out everywhere, remove them. Every outcome is said in a live region and beside what it concerns; the office
 * answers each change with the whole list again, so the page always shows what is stored.
 */
export default function StaffPage() {
  const words = useTexts(officeStaffTexts);
  const dateWords = useTexts(dateTexts);
  const { session } = useSession();
  const me = session.state === 'signed-in' ? session.staff.email : '';
  const [members, setMembers] = useState<Member[]>();
  const [listProblem, setListProblem] = useState<string>();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('office');
  const [emailProblem, setEmailProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; severity: 'success' | 'error'; said: number }>();
  const [removing, setRemoving] = useState<Member>();
  const emailInput = useRef<HTMLInputElement>(null);
  const idBase = useId();

  const say = (text: string, severity: 'success' | 'error') =>
    setOutcome((before) => ({ text, severity, said: (before?.said ?? 0) + 1 }));

  // The list, asked for at load and again after a refusal that says it has changed (a new `listAsked`).
  const [listAsked, setListAsked] = useState(0);
  useEffect(() => {
    let current = true;
    void getJson<StaffListAnswer>('/api/office/staff').then((answer) => {
      if (!current) return;
      if (answer.ok) {
        setMembers(answer.data.members);
        setListProblem(undefined);
      } else setListProblem(staffProblem(answer, 'list', words));
    });
    return () => {
      current = false;
    };
  }, [listAsked, words]);

  /** Sends one change; the list comes back with it (or is asked for again after a refusal). */
  async function change(action: StaffAction, path: string, body: object, done: string): Promise<boolean> {
    setBusy(true);
    const answer = await postJson<StaffListAnswer & { sessionsEnded?: number }>(path, body);
    setBusy(false);
    if (!answer.ok) {
      say(staffProblem(answer, action, words), 'error');
      if (answer.status === 404) setListAsked((count) => count + 1);
      return false;
    }
    if (answer.data.members) setMembers(answer.data.members);
    say(done, 'success');
    return true;
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const problem = !address ? words.emailMissing : !looksLikeEmail(address) ? words.emailInvalid : undefined;
    setEmailProblem(problem);
    if (problem) {
      emailInput.current?.focus();
      return;
    }
    if (await change('add', '/api/office/staff', { email: address, role }, words.added(address.toLowerCase()))) {
      setEmail('');
    }
  }

  async function signOut(member: Member) {
    setBusy(true);
    const answer = await postJson<{ sessionsEnded: number }>('/api/office/staff/sign-out', { email: member.email });
    setBusy(false);
    if (answer.ok) say(words.signedOut(member.email, answer.data.sessionsEnded), 'success');
    else say(staffProblem(answer, 'sign-out', words), 'error');
  }

  async function remove(member: Member) {
    setRemoving(undefined);
    await change('remove', '/api/office/staff/remove', { email: member.email }, words.removed(member.email));
  }

  // The roles, as the words name each of them (a Record over StaffRole: every role, and no other).
  const roles = Object.keys(words.roleNames) as StaffRole[];
  const roleOptions: readonly string[] = roles;
  const roleLabel = (option: string) => words.roleNames[option as StaffRole];

  return (
    <ConsoleShell title={words.title}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {words.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{words.intro}</Typography>
      <Box component="ul" sx={{ mt: 0, mb: 3, pl: 3 }}>
        {roles.map((each) => (
          <li key={each}>{words.roleMeanings[each]}</li>
        ))}
      </Box>

      <Box role="status" aria-live="polite" sx={outcome ? { mb: 2 } : visuallyHiddenSx}>
        {outcome && (
          <Notice key={outcome.said} severity={outcome.severity}>
            {outcome.text}
          </Notice>
        )}
      </Box>

      <Box component="section" aria-labelledby={`${idBase}-add`} sx={{ mb: 4, maxWidth: 560 }}>
        <Typography id={`${idBase}-add`} variant="h3" component="h2" sx={{ mb: 2 }}>
          {words.addTitle}
        </Typography>
        <Box component="form" noValidate onSubmit={add} sx={{ display: 'grid', gap: 2 }}>
          <InputField
            name="email"
            label={words.email}
            type="email"
            autoComplete="off"
            required
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(emailProblem)}
            helperText={emailProblem}
            inputRef={emailInput}
            htmlInput={{ 'aria-invalid': Boolean(emailProblem), spellCheck: false, autoCapitalize: 'none' }}
          />
          <SelectField
            id={`${idBase}-role`}
            name="role"
            label={words.role}
            value={role}
            onChange={(value) => value && setRole(value as StaffRole)}
            options={roleOptions}
            optionLabel={roleLabel}
            placeholder={words.chooseRole}
            required
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            sx={{ ...buttonSx, justifySelf: 'start' }}
          >
            {busy ? words.adding : words.add}
          </Button>
        </Box>
      </Box>

      <Box component="section" aria-labelledby={`${idBase}-list`}>
        <Typography id={`${idBase}-list`} variant="h3" component="h2" sx={{ mb: 2 }}>
          {words.listTitle}
        </Typography>
        {listProblem && <Notice severity="error">{listProblem}</Notice>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {members?.map((member, index) => (
            <Box
              component="li"
              key={member.email}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1.5 }}
            >
              <Typography component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {member.email} {member.email === me ? words.you : null}
              </Typography>
              <Typography component="p" variant="body2">
                {words.addedOn(nepalDayInBothCalendars(member.addedAt, dateWords))}
              </Typography>
              <Box sx={{ maxWidth: 320 }}>
                <SelectField
                  id={`${idBase}-role-${index}`}
                  label={words.roleOf(member.email)}
                  value={member.role}
                  onChange={(value) => {
                    if (!value || value === member.role) return;
                    const name = words.roleNames[value as StaffRole];
                    void change(
                      'role',
                      '/api/office/staff/role',
                      { email: member.email, role: value },
                      words.roleChanged(member.email, name),
                    );
                  }}
                  options={roleOptions}
                  optionLabel={roleLabel}
                  placeholder={words.chooseRole}
                />
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button
                  variant="outlined"
                  disabled={busy}
                  onClick={() => void signOut(member)}
                  aria-label={words.signOutOf(member.email)}
                  sx={buttonSx}
                >
                  {words.signOutEverywhere}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={busy}
                  onClick={() => setRemoving(member)}
                  aria-label={words.removeOf(member.email)}
                  sx={buttonSx}
                >
                  {words.remove}
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>

      <ConfirmDialog
        open={Boolean(removing)}
        question={removing ? words.removeQuestion(removing.email) : ''}
        explained={words.removeExplained}
        cancelWord={words.cancel}
        confirmWord={words.remove}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing && void remove(removing)}
      />
    </ConsoleShell>
  );
}
