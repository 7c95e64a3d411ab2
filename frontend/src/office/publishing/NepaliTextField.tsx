import { looksLikePreeti, preetiToUnicode } from '@school/contracts/preeti';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { InputField } from '../../components/form/InputField';
import { officePublishingTexts } from '../../content/officePublishing';
import { useTexts } from '../../hooks/useTexts';

export interface NepaliTextFieldProps {
  /** The input's id; a generated one when left out. */
  id?: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: boolean;
  /** The message under the field: the error when there is one, else a hint. */
  helperText?: string;
  multiline?: boolean;
  minRows?: number;
}

/** The last conversion: the text before it, for Undo, while the field still holds the text it gave. */
interface Conversion {
  before: string;
  after: string;
}

/** Buttons as tall as a finger needs (44 px and more). */
const buttonSx = { minHeight: 48, px: 2 } as const;

/**
 * A text field for Nepali words (a notice's title, a news item's text). Nepali copied from a document typed in the
 * Preeti font arrives as Latin letters ("g]kfn" for नेपाल); when the text looks so, a polite note under the field
 * offers to convert it to Unicode Devanagari, and Undo after. Focus goes back to the field either way, so the clerk
 * types on where they were.
 */
export function NepaliTextField({
  id: idProp,
  name,
  label,
  value,
  onChange,
  required = false,
  error = false,
  helperText,
  multiline,
  minRows,
}: NepaliTextFieldProps) {
  const words = useTexts(officePublishingTexts);
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const [conversion, setConversion] = useState<Conversion>();
  const [undone, setUndone] = useState(false);

  // Typing on after a conversion makes it the clerk's text: Undo would throw their typing away.
  const canUndo = conversion !== undefined && conversion.after === value;
  const offersConversion = !canUndo && looksLikePreeti(value);

  function convert() {
    const after = preetiToUnicode(value);
    setConversion({ before: value, after });
    setUndone(false);
    onChange(after);
    input.current?.focus();
  }

  function undo() {
    if (!conversion) return;
    onChange(conversion.before);
    setConversion(undefined);
    setUndone(true);
    input.current?.focus();
  }

  // What the live region says: the offer, the conversion done, or its undoing (until the note is offered again).
  const status = offersConversion ? (undone ? `${words.undone} ${words.preetiNote}` : words.preetiNote) : '';
  const said = canUndo ? words.converted : status;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <InputField
        id={id}
        name={name}
        label={label}
        value={value}
        onChange={(event) => {
          setUndone(false);
          onChange(event.target.value);
        }}
        required={required}
        error={error}
        helperText={helperText}
        fullWidth
        multiline={multiline}
        minRows={minRows}
        inputRef={input}
        htmlInput={{ lang: 'ne', 'aria-invalid': error }}
      />
      {/* The live region is always in the page, only empty, so that a screen reader hears the note as it appears
          (a region added together with its words may go unread). */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          ...(said ? { px: 2, py: 1, borderRadius: 1, bgcolor: 'action.hover' } : {}),
        }}
      >
        <Typography role="status" aria-live="polite" id={`${id}-preeti`} sx={{ flex: '1 1 16rem' }}>
          {said}
        </Typography>
        {offersConversion ? (
          <Button variant="outlined" onClick={convert} aria-describedby={`${id}-preeti`} sx={buttonSx}>
            {words.convert}
          </Button>
        ) : null}
        {canUndo ? (
          <Button variant="text" onClick={undo} sx={buttonSx}>
            {words.undo}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
