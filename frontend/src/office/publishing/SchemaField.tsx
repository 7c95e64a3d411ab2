import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InputField } from '../../components/form/InputField';
import { officePublishingTexts } from '../../content/officePublishing';
import { useTexts } from '../../hooks/useTexts';
import { BothCalendarsDateField } from './BothCalendarsDateField';
import { ContentFileChooser } from './ContentFileChooser';
import { NepaliTextField } from './NepaliTextField';
import { controlKindOf, emptyValueOf, fieldsOf, nameInWords, pathKey, type SchemaNode } from './schemaForm';

export type FieldPath = readonly (string | number)[];

/** What every field of one language's form shares: its language, the saved problems by field, the ids' base. */
export interface FormScope {
  language: 'en' | 'ne';
  idBase: string;
  /** The server's problems of this language, by field path ("cover.alt"). */
  problems: ReadonlyMap<string, string[]>;
}

/** A field's input id, which the problems summary links to. */
export const fieldId = (scope: { idBase: string; language: string }, path: FieldPath) =>
  `${scope.idBase}-${scope.language}-field-${pathKey(path)}`;

const buttonSx = { minHeight: 48, px: 2 } as const;
// A fieldset is as wide as its content by default (min-inline-size: min-content): minWidth 0 keeps it in a phone's width.
const fieldsetSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: 2,
  m: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
} as const;

interface SchemaFieldProps {
  scope: FormScope;
  node: SchemaNode;
  /** The field's name in its group (its label's key), or the list's for an item. */
  name: string;
  label?: string;
  path: FieldPath;
  value: unknown;
  required: boolean;
  onChange: (value: unknown) => void;
}

/**
 * One field of an entry's form, drawn from its schema node (schemaForm.ts says which kind of control): a group is a
 * fieldset of its fields and a list a repeatable group, each field here again, so any shape contentKinds.ts gives
 * has its controls. The server's problem with a field is said under it.
 */
export function SchemaField({
  scope,
  node,
  name,
  label: labelGiven,
  path,
  value,
  required,
  onChange,
}: SchemaFieldProps) {
  const words = useTexts(officePublishingTexts);
  const named = labelGiven ?? words.fieldNames[name] ?? nameInWords(name);
  const label = required ? named : `${named} ${words.optionalMark}`;
  const id = fieldId(scope, path);
  const problem = scope.problems.get(pathKey(path))?.join(' ');
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

  switch (controlKindOf(node)) {
    case 'group':
      return <GroupField {...{ scope, node, label, path, value, required, onChange, problem }} />;
    case 'list':
      return <ListField {...{ scope, node, name, label, path, value, onChange, problem }} />;
    case 'photo':
    case 'attachment':
      return (
        <ContentFileChooser
          id={id}
          label={label}
          kind={node.contentFile ?? 'attachment'}
          value={text}
          onChange={onChange}
          required={required}
          problem={problem}
        />
      );
    case 'date':
      return (
        <Box>
          <BothCalendarsDateField id={id} label={label} value={text} onChange={onChange} required={required} />
          {problem && (
            <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
              {problem}
            </Typography>
          )}
        </Box>
      );
    case 'yesOrNo':
      return (
        <Box>
          <FormControlLabel
            sx={{ minHeight: 48 }}
            control={<Switch id={id} checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
            label={named}
          />
          {problem && (
            <Typography role="alert" variant="body2" color="error">
              {problem}
            </Typography>
          )}
        </Box>
      );
    case 'choice':
      return (
        <TextField
          id={id}
          select
          label={label}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(problem)}
          helperText={problem}
          required={required}
          slotProps={{ select: { native: true } }}
        >
          {!required && <option value="">{words.none}</option>}
          {(node.enum ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </TextField>
      );
    case 'wholeNumber':
      return (
        <InputField
          id={id}
          label={label}
          value={text}
          // A whole number is kept as one; anything else as typed, for the server to name.
          onChange={(event) =>
            onChange(/^\d+$/.test(event.target.value) ? Number(event.target.value) : event.target.value)
          }
          required={required}
          error={Boolean(problem)}
          helperText={problem}
          htmlInput={{ inputMode: 'numeric' }}
        />
      );
    default:
      return scope.language === 'ne' ? (
        <NepaliTextField
          id={id}
          label={label}
          value={text}
          onChange={onChange}
          required={required}
          error={Boolean(problem)}
          helperText={problem}
        />
      ) : (
        <InputField
          id={id}
          label={label}
          value={text}
          type={controlKindOf(node) === 'webAddress' ? 'url' : 'text'}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          error={Boolean(problem)}
          helperText={problem}
        />
      );
  }
}

function GroupField({
  scope,
  node,
  label,
  path,
  value,
  required,
  onChange,
  problem,
}: Omit<SchemaFieldProps, 'name'> & { label: string; problem?: string }) {
  const words = useTexts(officePublishingTexts);
  const group = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  if (!group) {
    return (
      <Box>
        <Button variant="outlined" onClick={() => onChange(emptyValueOf(node))} sx={buttonSx}>
          {words.addGroup(label)}
        </Button>
      </Box>
    );
  }
  return (
    <FieldFrame label={label} problem={problem}>
      <GroupFields scope={scope} node={node} path={path} value={group} onChange={onChange} />
      {!required && (
        <Box>
          <Button color="error" onClick={() => onChange(undefined)} sx={buttonSx}>
            {words.removeGroup(label)}
          </Button>
        </Box>
      )}
    </FieldFrame>
  );
}

/** A group's fields, each its own control; fields a translation takes from its English file are not asked. */
export function GroupFields({
  scope,
  node,
  path,
  value,
  onChange,
}: {
  scope: FormScope;
  node: SchemaNode;
  path: FieldPath;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}) {
  const taken = node.takenFromEnglish?.fields ?? [];
  return (
    <>
      {fieldsOf(node)
        .filter((field) => !taken.includes(field.name))
        .map((field) => (
          <SchemaField
            key={field.name}
            scope={scope}
            node={field.node}
            name={field.name}
            path={[...path, field.name]}
            value={value[field.name]}
            required={field.required}
            onChange={(changed) => {
              const next = { ...value };
              if (changed === undefined) delete next[field.name];
              else next[field.name] = changed;
              onChange(next);
            }}
          />
        ))}
    </>
  );
}

function ListField({
  scope,
  node,
  name,
  label,
  path,
  value,
  onChange,
  problem,
}: Omit<SchemaFieldProps, 'required'> & { label: string; problem?: string }) {
  const words = useTexts(officePublishingTexts);
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const item = node.items ?? {};
  const named = words.fieldNames[name] ?? nameInWords(name);
  const change = (next: unknown[]) => onChange(next.length > 0 ? next : undefined);
  return (
    <FieldFrame label={label} problem={problem}>
      {items.map((each, index) => (
        <Box key={index} sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <SchemaField
            scope={scope}
            node={item}
            name={name}
            label={words.itemOf(named, index + 1)}
            path={[...path, index]}
            value={each}
            required
            onChange={(changed) => change(items.map((old, at) => (at === index ? changed : old)))}
          />
          <Box>
            <Button color="error" onClick={() => change(items.filter((_, at) => at !== index))} sx={buttonSx}>
              {words.removeItem(named, index + 1)}
            </Button>
          </Box>
        </Box>
      ))}
      <Box>
        <Button variant="outlined" onClick={() => change([...items, emptyValueOf(item)])} sx={buttonSx}>
          {words.addItem(named)}
        </Button>
      </Box>
    </FieldFrame>
  );
}

/** A group's or a list's frame: a fieldset named by its legend, with the group's own problem first. */
function FieldFrame({ label, problem, children }: { label: string; problem?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={fieldsetSx}>
      <Typography component="legend" sx={{ fontWeight: 700, px: 1 }}>
        {label}
      </Typography>
      {problem && (
        <Typography role="alert" variant="body2" color="error">
          {problem}
        </Typography>
      )}
      {children}
    </Box>
  );
}
