import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ContentFileUploadedAnswer } from '@school/contracts';
import { useState, type ChangeEvent } from 'react';
import { officePublishingTexts } from '../../content/officePublishing';
import { useTexts } from '../../hooks/useTexts';
import { postMultipart } from '../../lib/api';
import { storedFileAddress } from './contentApi';

export interface ContentFileChooserProps {
  id: string;
  label: string;
  kind: 'image' | 'attachment';
  /** The file's path as the content file writes it (`../images/…`), or '' for none yet. */
  value: string;
  onChange: (path: string) => void;
  required?: boolean;
  /** The server's problem with this field, from a refused save. */
  problem?: string;
  /** The photo's description, for the thumbnail's alt. */
  alt?: string;
}

/**
 * A photo or PDF of an entry, uploaded as soon as it is chosen (POST /api/office/content/files) with its progress
 * shown; the path the server gives becomes the field's value. A photo is shown back from the console's own route
 * (an unpublished photo is not on the site). A refused upload is said in plain words and the form keeps the rest.
 * The camera is offered by the phone's own chooser, never forced (no `capture`).
 */
export function ContentFileChooser({
  id,
  label,
  kind,
  value,
  onChange,
  required,
  problem,
  alt,
}: ContentFileChooserProps) {
  const words = useTexts(officePublishingTexts);
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const shown = value ? storedFileAddress(value) : undefined;
  const message = failure ?? problem;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setFailure(undefined);
    setProgress(0);
    const form = new FormData();
    form.append('file', chosen, chosen.name);
    const uploaded = await postMultipart<ContentFileUploadedAnswer>('/api/office/content/files', form, setProgress);
    setProgress(undefined);
    if (uploaded.ok) onChange(uploaded.data.path);
    else setFailure(words.uploadFailed(uploaded.message));
  }

  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography component="label" htmlFor={id} sx={{ fontWeight: 600 }}>
        {label} — {kind === 'image' ? words.choosePhoto : words.choosePdf}
      </Typography>
      <Box
        component="input"
        id={id}
        type="file"
        accept={kind === 'image' ? 'image/*' : 'application/pdf,.pdf'}
        required={required && !value}
        aria-invalid={Boolean(message)}
        aria-describedby={message ? `${id}-problem` : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void upload(event)}
        sx={{
          display: 'block',
          // A file input is about 300 px wide by itself: on a phone, inside a list's frames, it must shrink.
          width: '100%',
          maxWidth: '100%',
          minHeight: 48,
          font: 'inherit',
          '&::file-selector-button': { minHeight: 44, px: 2, mr: 2, font: 'inherit', cursor: 'pointer' },
        }}
      />
      {progress !== undefined && (
        <Box role="status">
          <Typography variant="body2">{words.uploading(Math.round(progress * 100))}</Typography>
          <LinearProgress
            variant="determinate"
            value={progress * 100}
            aria-label={words.uploading(Math.round(progress * 100))}
          />
        </Box>
      )}
      {value && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {words.chosenFile(value)}
        </Typography>
      )}
      {kind === 'image' && shown && (
        <Box
          component="img"
          src={shown}
          alt={words.photoOf(alt ?? '')}
          sx={{ width: 160, maxWidth: '100%', height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      {message && (
        <Typography id={`${id}-problem`} role="alert" variant="body2" color="error">
          {message}
        </Typography>
      )}
    </Box>
  );
}
