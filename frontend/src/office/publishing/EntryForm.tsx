import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type {
  ContentCollectionName,
  ContentDeletedAnswer,
  ContentEntryFile,
  ContentProblem,
  ContentSavedAnswer,
} from '@school/contracts';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { InputField } from '../../components/form/InputField';
import { Notice } from '../../components/Notice';
import { officeDeskTexts } from '../../content/officeDesk';
import { officePublishingTexts } from '../../content/officePublishing';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { pathInLanguage } from '../../lib/paths';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { ConsoleShell } from '../frame/ConsoleShell';
import { entryPath, officePaths } from '../officePaths';
import { contentPath, entryNamePattern, sendContentJson } from './contentApi';
import { BackToList } from './BackToList';
import { MarkdownTextField } from './MarkdownTextField';
import { PublishPanel } from './PublishPanel';
import { GroupFields, type FormScope } from './SchemaField';
import { emptyFieldsOf, fieldsToSave, shownPaths, suggestedEntryName, type SchemaNode } from './schemaForm';

export interface EntryFormState {
  name: string;
  /** The version read (null: a new entry), sent back with a save or a delete. */
  version: string | null;
  en: ContentEntryFile;
  ne: ContentEntryFile | null;
}

// The preview draws the site's own components with the build's Markdown converter: a chunk of its own, loaded when
// first asked for, so the editor (and the console's first load) stays small.
const EntryPreview = lazy(() => import('./EntryPreview'));

type Outcome =
  | { kind: 'saved' }
  | { kind: 'problems'; problems: ContentProblem[] }
  | { kind: 'changed' }
  | { kind: 'failed'; message?: string };

const buttonSx = { minHeight: 48, px: 3 } as const;
const languages = ['en', 'ne'] as const;

/**
 * An entry's form, made from its collection's schemas: English, and Nepali once added (side by side at laptop
 * width, stacked on a phone). Save sends the version read; a refusal keeps everything typed and chosen: each
 * problem is said at its field (the others in a summary that takes the focus), and a version changed meanwhile
 * offers to open the latest one, after asking. Delete asks first. Once saved, the publish panel is beside.
 */
export function EntryForm({
  collection,
  schemas,
  initial,
  savedOnOpen = false,
  onOpenLatest,
}: {
  collection: ContentCollectionName;
  schemas: { en: SchemaNode; ne: SchemaNode };
  initial: EntryFormState;
  savedOnOpen?: boolean;
  onOpenLatest?: () => void;
}) {
  const words = useTexts(officePublishingTexts);
  const deskWords = useTexts(officeDeskTexts);
  const navigate = useNavigate();
  const pageLanguage = useLanguage();
  const idBase = useId();
  const [entry, setEntry] = useState(initial);
  const [nameTyped, setNameTyped] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(savedOnOpen ? { kind: 'saved' } : undefined);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'delete' | 'latest'>();
  const [previewing, setPreviewing] = useState(false);
  const said = useRef<HTMLDivElement>(null);
  const isNew = entry.version === null;
  const title = String(entry.en.fields.title ?? entry.en.fields.subject ?? '') || entry.name;
  const nameWrong = isNew && entry.name !== '' && (!entryNamePattern.test(entry.name) || entry.name === 'new');

  useEffect(() => {
    if (outcome && outcome.kind !== 'saved') said.current?.focus();
  }, [outcome]);

  const problems = outcome?.kind === 'problems' ? outcome.problems : [];
  const scopeOf = (language: 'en' | 'ne'): FormScope => {
    const byField = new Map<string, string[]>();
    for (const problem of problems.filter((each) => each.language === language)) {
      byField.set(problem.field, [...(byField.get(problem.field) ?? []), problem.message]);
    }
    return { language, idBase, problems: byField };
  };
  const unplaced = problems.filter((problem) => {
    const file = entry[problem.language];
    return !file || !shownPaths(schemas[problem.language], file.fields).has(problem.field);
  });

  function changeFile(language: 'en' | 'ne', file: ContentEntryFile | null) {
    setEntry((before) => {
      const next = { ...before, [language]: file };
      // The file's name follows the title until the clerk types one of their own.
      if (language === 'en' && before.version === null && !nameTyped && file) {
        next.name = suggestedEntryName(String(file.fields.title ?? file.fields.subject ?? ''));
      }
      return next;
    });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (isNew && (!entry.name || nameWrong)) {
      document.getElementById(`${idBase}-name`)?.focus();
      setNameTyped(true);
      return;
    }
    setBusy(true);
    const fileToSave = (language: 'en' | 'ne', file: ContentEntryFile) => ({
      fields: fieldsToSave(schemas[language], file.fields),
      text: file.text,
    });
    const saved = await sendContentJson<ContentSavedAnswer>('PUT', contentPath(collection, entry.name), {
      version: entry.version,
      en: fileToSave('en', entry.en),
      ne: entry.ne ? fileToSave('ne', entry.ne) : null,
    });
    setBusy(false);
    if (saved.ok) {
      if (isNew) {
        navigate(pathInLanguage(entryPath(collection, entry.name), pageLanguage), {
          replace: true,
          state: { saved: true },
        });
        return;
      }
      setEntry((before) => ({ ...before, version: saved.data.version }));
      setOutcome({ kind: 'saved' });
    } else if (saved.status === 400 && saved.problems) setOutcome({ kind: 'problems', problems: saved.problems });
    else if (saved.status === 409) setOutcome({ kind: 'changed' });
    else setOutcome({ kind: 'failed', ...(saved.message ? { message: saved.message } : {}) });
  }

  async function remove() {
    setAsking(undefined);
    if (entry.version === null) return;
    setBusy(true);
    const deleted = await sendContentJson<ContentDeletedAnswer>('DELETE', contentPath(collection, entry.name), {
      version: entry.version,
    });
    setBusy(false);
    if (deleted.ok) navigate(pathInLanguage(officePaths.publishing, pageLanguage));
    else if (deleted.status === 409) setOutcome({ kind: 'changed' });
    else setOutcome({ kind: 'failed', ...(deleted.message ? { message: deleted.message } : {}) });
  }

  const heading = isNew ? words.newOf[collection] : words.editTitle(title);
  return (
    <ConsoleShell title={heading}>
      <BackToList />
      <Typography variant="h2" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>

      <Box ref={said} tabIndex={-1} role="status" aria-live="polite" sx={{ outline: 'none', mb: outcome ? 2 : 0 }}>
        {outcome?.kind === 'saved' && <Notice severity="success">{words.saved}</Notice>}
        {outcome?.kind === 'failed' && <Notice severity="error">{outcome.message ?? words.saveFailed}</Notice>}
        {outcome?.kind === 'changed' && (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Notice severity="error">{words.changedSince}</Notice>
            {onOpenLatest && (
              <Button variant="outlined" onClick={() => setAsking('latest')} sx={buttonSx}>
                {words.openLatest}
              </Button>
            )}
          </Box>
        )}
        {outcome?.kind === 'problems' && (
          <Notice severity="error">
            {words.problemsSummary(problems.length)}
            {unplaced.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {unplaced.map((problem, index) => (
                  <li key={index}>
                    {words.problemIn(words[problem.language === 'ne' ? 'nepali' : 'english'], problem.message)}
                  </li>
                ))}
              </Box>
            )}
          </Notice>
        )}
      </Box>

      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => void save(event)}
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}
      >
        {isNew && (
          <InputField
            id={`${idBase}-name`}
            label={words.entryName}
            value={entry.name}
            required
            onChange={(event) => {
              setNameTyped(true);
              setEntry((before) => ({ ...before, name: event.target.value }));
            }}
            error={nameWrong || (nameTyped && entry.name === '')}
            helperText={nameWrong ? words.entryNameWrong : words.entryNameHint}
            htmlInput={{ maxLength: 80, autoCapitalize: 'none', spellCheck: false }}
          />
        )}

        <Box
          sx={{
            display: 'grid',
            gap: 3,
            // minmax(0, …): a long word or file name wraps instead of widening the page on a phone.
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: entry.ne ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
            },
            alignItems: 'start',
          }}
        >
          {languages.map((language) => {
            const file = entry[language];
            if (!file) return null;
            const scope = scopeOf(language);
            return (
              <Box
                key={language}
                component="section"
                aria-labelledby={`${idBase}-${language}-side`}
                lang={language}
                sx={{
                  display: 'grid',
                  gap: 2,
                  minWidth: 0,
                  gridTemplateColumns: 'minmax(0, 1fr)',
                  overflowWrap: 'anywhere',
                }}
              >
                <Typography id={`${idBase}-${language}-side`} variant="h3" component="h2">
                  {language === 'en' ? words.english : words.nepali}
                </Typography>
                <GroupFields
                  scope={scope}
                  node={schemas[language]}
                  path={[]}
                  value={file.fields}
                  onChange={(fields) => changeFile(language, { ...file, fields })}
                />
                <MarkdownTextField
                  id={`${idBase}-${language}-markdown`}
                  label={language === 'en' ? `${words.text} (${words.english})` : `${words.text} (${words.nepali})`}
                  language={language}
                  value={file.text}
                  onChange={(text) => changeFile(language, { ...file, text })}
                />
                {language === 'ne' && (
                  <Box>
                    <Button color="error" onClick={() => changeFile('ne', null)} sx={buttonSx}>
                      {words.removeNepali}
                    </Button>
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
        {!entry.ne && (
          <Box>
            <Button
              variant="outlined"
              onClick={() => changeFile('ne', { fields: emptyFieldsOf(schemas.ne), text: '' })}
              sx={buttonSx}
            >
              {words.addNepali}
            </Button>
          </Box>
        )}

        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy} sx={buttonSx}>
            {busy ? words.saving : words.save}
          </Button>
          {!isNew && (
            <Button color="error" variant="outlined" disabled={busy} onClick={() => setAsking('delete')} sx={buttonSx}>
              {words.delete}
            </Button>
          )}
        </Box>
      </Box>

      <Box component="section" aria-labelledby={`${idBase}-preview`} sx={{ mt: 4, display: 'grid', gap: 2 }}>
        <Typography id={`${idBase}-preview`} variant="h3" component="h2">
          {words.preview}
        </Typography>
        <Box>
          <Button
            variant="outlined"
            aria-expanded={previewing}
            onClick={() => setPreviewing((shown) => !shown)}
            sx={buttonSx}
          >
            {previewing ? words.hidePreview : words.showPreview}
          </Button>
        </Box>
        {previewing && (
          <Suspense fallback={<Typography role="status">{deskWords.loading}</Typography>}>
            <EntryPreview collection={collection} name={entry.name} en={entry.en} ne={entry.ne} />
          </Suspense>
        )}
      </Box>

      {!isNew && (
        <Box sx={{ mt: 4 }}>
          <PublishPanel />
        </Box>
      )}

      <ConfirmDialog
        open={asking !== undefined}
        question={asking === 'delete' ? words.deleteQuestion(title) : words.openLatestQuestion}
        explained={asking === 'delete' ? words.deleteExplained : words.openLatestExplained}
        cancelWord={words.cancel}
        confirmWord={asking === 'delete' ? words.delete : words.openLatest}
        confirmColor={asking === 'delete' ? 'error' : 'primary'}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          if (asking === 'delete') void remove();
          else {
            setAsking(undefined);
            onOpenLatest?.();
          }
        }}
      />
    </ConsoleShell>
  );
}
