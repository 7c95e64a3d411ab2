import type { StaffSessionAnswer } from '@school/contracts';
import { withAsciiDigits } from '@school/contracts/digits';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { InputField } from '../../components/form/InputField';
import { Notice } from '../../components/Notice';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { officeTexts } from '../../content/office';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { postJson } from '../../lib/api';
import { pathInLanguage } from '../../lib/paths';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { officePaths, type SignInState } from '../officePaths';
import { browserHasPasskeys, ceremonyCancelled, signInWithPasskey } from '../passkeys/passkeyCeremonies';
import { useSession } from '../session';
import { looksLikeEmail, signInProblem } from './signInProblems';

/** The two steps: the email address to send a code to, then the code that came. */
type Step = 'email' | 'code';

/** Buttons as tall as a finger needs (44 px and more) at every width. */
const buttonSx = { minHeight: 48, px: 3 } as const;

/**
 * The console's sign-in: email → "Send me a code" → the office's answer → the 6-digit code → "Sign in". Each
 * refusal is said next to its field and announced, and what was typed stays. Once signed in, the person goes on to
 * the page they had asked for (router state), or the console's home.
 */
export function SignInPage() {
  const words = useTexts(officeTexts);
  const language = useLanguage();
  const { session, signedIn, linkRefused } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as SignInState | null)?.from ?? officePaths.home;

  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [emailProblem, setEmailProblem] = useState<string>();
  const [codeProblem, setCodeProblem] = useState<string>();
  const [codeSentMessage, setCodeSentMessage] = useState<string>();
  const [passkeyProblem, setPasskeyProblem] = useState<string>();
  // The live region's words; a new `said` each time, so the same words said twice are read twice.
  const [announcement, setAnnouncement] = useState({ text: '', said: 0 });
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  // The field to move to once React has shown the step or the refusal (not on the first render: no jump at load).
  const focusNext = useRef<Step | undefined>(undefined);

  useEffect(() => {
    const field = focusNext.current === 'email' ? emailInput.current : codeInput.current;
    if (focusNext.current) field?.focus();
    focusNext.current = undefined;
  });

  if (session.state === 'signed-in') return <Navigate to={pathInLanguage(from, language)} replace />;

  const announce = (text: string) => setAnnouncement(({ said }) => ({ text, said: said + 1 }));
  const refuse = (field: Step, problem: string) => {
    (field === 'email' ? setEmailProblem : setCodeProblem)(problem);
    announce(problem);
    focusNext.current = field;
  };

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return refuse('email', words.emailMissing);
    if (!looksLikeEmail(address)) return refuse('email', words.emailInvalid);
    setSending(true);
    const answer = await postJson<{ message: string }>('/api/office/sign-in/code', { email: address });
    setSending(false);
    if (!answer.ok) return refuse('email', signInProblem(answer, 'code-request', words));
    // The office's own words on an English page; another language's page says the same in its own words.
    const message = language === 'en' ? answer.data.message : words.codeOnItsWay;
    setEmailProblem(undefined);
    setCodeProblem(undefined);
    setCodeSentMessage(message);
    announce(message);
    setStep('code');
    focusNext.current = 'code';
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    // Devanagari digits (a Nepali keyboard) and spaces ("123 456") are still the code.
    const typed = withAsciiDigits(code).replace(/\s+/g, '');
    if (!/^[0-9]{6}$/.test(typed)) return refuse('code', words.codeInvalid);
    setSending(true);
    const answer = await postJson<StaffSessionAnswer>('/api/office/sign-in', { email: email.trim(), code: typed });
    setSending(false);
    if (!answer.ok) return refuse('code', signInProblem(answer, 'sign-in', words));
    signedIn(answer.data);
    void navigate(pathInLanguage(from, language), { replace: true });
  }

  /** The browser offers the passkeys it holds for the site; no email is typed. */
  async function signInByPasskey() {
    setSending(true);
    const answer = await signInWithPasskey();
    setSending(false);
    if (answer === ceremonyCancelled || !answer.ok) {
      const problem =
        answer !== ceremonyCancelled && answer.status === 429
          ? signInProblem(answer, 'sign-in', words)
          : words.passkeySignInFailed;
      setPasskeyProblem(problem);
      announce(problem);
      return;
    }
    signedIn(answer.data);
    void navigate(pathInLanguage(from, language), { replace: true });
  }

  function chooseAnotherEmail() {
    setStep('email');
    setCode('');
    setCodeProblem(undefined);
    setCodeSentMessage(undefined);
    focusNext.current = 'email';
  }

  return (
    <ConsoleFrame title={words.signInTitle}>
      <Box sx={{ maxWidth: 480, mx: 'auto' }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          {words.signInTitle}
        </Typography>
        <Typography sx={{ mb: 3 }}>{words.signInIntro}</Typography>
        {linkRefused ? (
          <Notice severity="warning" sx={{ mb: 3 }}>
            {words.linkRefused}
          </Notice>
        ) : null}
        <Box role="status" aria-live="polite" sx={visuallyHiddenSx}>
          {announcement.text && <span key={announcement.said}>{announcement.text}</span>}
        </Box>
        {step === 'email' ? (
          <Box component="form" noValidate onSubmit={sendCode} sx={{ display: 'grid', gap: 2 }}>
            <InputField
              name="email"
              label={words.email}
              type="email"
              autoComplete="email"
              required
              fullWidth
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(emailProblem)}
              helperText={emailProblem}
              inputRef={emailInput}
              htmlInput={{ 'aria-invalid': Boolean(emailProblem), spellCheck: false, autoCapitalize: 'none' }}
            />
            <Button type="submit" variant="contained" size="large" disabled={sending} sx={buttonSx}>
              {sending ? words.sendingCode : words.sendCode}
            </Button>
            {browserHasPasskeys() ? (
              <>
                <Button
                  type="button"
                  variant="outlined"
                  size="large"
                  disabled={sending}
                  onClick={() => void signInByPasskey()}
                  sx={buttonSx}
                >
                  {words.signInWithPasskey}
                </Button>
                {passkeyProblem ? <Notice severity="error">{passkeyProblem}</Notice> : null}
              </>
            ) : null}
          </Box>
        ) : (
          <Box component="form" noValidate onSubmit={signIn} sx={{ display: 'grid', gap: 2 }}>
            {codeSentMessage && (
              <Notice severity="info" role="note">
                {codeSentMessage}
              </Notice>
            )}
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {words.email}: <strong>{email.trim()}</strong>
            </Typography>
            <InputField
              name="code"
              label={words.code}
              autoComplete="one-time-code"
              required
              fullWidth
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(codeProblem)}
              helperText={codeProblem ?? words.codeHint}
              inputRef={codeInput}
              htmlInput={{ inputMode: 'numeric', maxLength: 12, 'aria-invalid': Boolean(codeProblem) }}
            />
            <Button type="submit" variant="contained" size="large" disabled={sending} sx={buttonSx}>
              {sending ? words.signingIn : words.signIn}
            </Button>
            <Button type="button" variant="text" onClick={chooseAnotherEmail} disabled={sending} sx={buttonSx}>
              {words.useAnotherEmail}
            </Button>
          </Box>
        )}
      </Box>
    </ConsoleFrame>
  );
}
