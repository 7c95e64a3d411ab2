import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { InputField } from '../../components/form/InputField';
import { officePublishingTexts } from '../../content/officePublishing';
import { useTexts } from '../../hooks/useTexts';
import { NepaliTextField } from './NepaliTextField';

export interface MarkdownTextFieldProps {
  id: string;
  label: string;
  language: 'en' | 'ne';
  value: string;
  onChange: (value: string) => void;
  problem?: string;
}

type Mark = 'heading' | 'list' | 'link' | 'bold';

/** The Markdown a toolbar button puts in: around the selection, or at the start of its line. */
export function withMark(text: string, start: number, end: number, mark: Mark): { text: string; caret: number } {
  const selected = text.slice(start, end);
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const atLine = (prefix: string) => ({
    text: `${text.slice(0, lineStart)}${prefix}${text.slice(lineStart)}`,
    caret: end + prefix.length,
  });
  const around = (made: string) => ({
    text: `${text.slice(0, start)}${made}${text.slice(end)}`,
    caret: start + made.length,
  });
  switch (mark) {
    case 'heading':
      return atLine('## ');
    case 'list':
      return atLine('- ');
    case 'bold':
      return around(`**${selected || '…'}**`);
    case 'link':
      return around(`[${selected || '…'}](https://)`);
  }
}

/**
 * An entry's text, written in Markdown as the content files are, with a small toolbar (Heading, List, Link, Bold)
 * that writes the marks for a clerk who does not know them. On the Nepali side, the Nepali field (Preeti offer).
 */
export function MarkdownTextField({ id, label, language, value, onChange, problem }: MarkdownTextFieldProps) {
  const words = useTexts(officePublishingTexts);
  const marks: [Mark, string][] = [
    ['heading', words.heading],
    ['list', words.list],
    ['link', words.link],
    ['bold', words.bold],
  ];

  function mark(which: Mark) {
    const area = document.getElementById(id) as HTMLTextAreaElement | null;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    const made = withMark(value, start, end, which);
    onChange(made.text);
    // The caret goes after what was put in, once React has written it.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(made.caret, made.caret);
    });
  }

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box role="toolbar" aria-label={`${words.toolbar}: ${label}`} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {marks.map(([which, word]) => (
          <Button
            key={which}
            variant="outlined"
            size="small"
            onClick={() => mark(which)}
            sx={{ minHeight: 44, minWidth: 44 }}
          >
            {word}
          </Button>
        ))}
      </Box>
      {language === 'ne' ? (
        <NepaliTextField
          id={id}
          label={label}
          value={value}
          onChange={onChange}
          multiline
          minRows={8}
          error={Boolean(problem)}
          helperText={problem}
        />
      ) : (
        <InputField
          id={id}
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          multiline
          minRows={8}
          error={Boolean(problem)}
          helperText={problem}
        />
      )}
    </Box>
  );
}
