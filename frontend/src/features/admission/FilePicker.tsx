import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { isPreviewableImage } from './fileChecks';
import { useUploadLimits } from './uploadLimits';
import type { UploadLimits } from '../../content/admission';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { outlinedButtonSx } from '../../components/buttonLook';
import { LookButton } from '../../components/LookButton';

interface FilePickerProps {
  id: string;
  label: string;
  chooseText: string;
  changeText: string;
  removeText: string;
  /** The Remove button's name for a screen reader, naming the file: "Remove aarav.png". */
  removeLabel: (fileName: string) => string;
  /** A file's size as the page writes it: "850 KB". */
  sizeText: (bytes: number) => string;
  /** The picker's filter, a hint to the browser; the form checks the file itself. */
  accept: string;
  /** The hint under the field, given the office's file limits. */
  hint: (limits: UploadLimits) => string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  /** When given, an image file is previewed with this alternative text. */
  previewAlt?: string;
}

/**
 * A file field: a button that opens the device's file picker, the chosen file's name and size, an optional
 * image preview and a Remove button. The file lives in the form's values; when the form drops it (Remove,
 * Clear) the input is emptied too, so the same file can be chosen again.
 */
export function FilePicker({
  id,
  label,
  chooseText,
  changeText,
  removeText,
  removeLabel,
  sizeText,
  accept,
  hint,
  file,
  error,
  onChange,
  previewAlt,
}: FilePickerProps) {
  const limits = useUploadLimits();
  const inputRef = useRef<HTMLInputElement>(null);
  const helperId = `${id}-helper-text`;
  const fileNameId = `${id}-file-name`;

  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  return (
    <FormControl error={Boolean(error)} fullWidth>
      <FormLabel component="div" sx={{ mb: 1, fontWeight: 600 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {/* The label is the visible button; the real input inside it stays focusable for keyboards. */}
        <Box
          component="label"
          sx={[
            outlinedButtonSx(error ? 'error' : 'primary'),
            { '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' } },
          ]}
        >
          <span className="button-start-icon">
            <UploadFileIcon />
          </span>
          {file ? changeText : chooseText}
          <Box
            component="input"
            ref={inputRef}
            id={id}
            name={id}
            type="file"
            accept={accept}
            aria-invalid={Boolean(error)}
            aria-describedby={file ? `${fileNameId} ${helperId}` : helperId}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              const chosen = event.target.files?.[0];
              // A cancelled picker reports no file: keep the one already chosen.
              if (chosen) onChange(chosen);
            }}
            sx={visuallyHiddenSx}
          />
        </Box>
        {file && (
          <>
            <Typography id={fileNameId} variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file.name} ({sizeText(file.size)})
            </Typography>
            <LookButton size="small" onClick={() => onChange(null)} aria-label={removeLabel(file.name)}>
              {removeText}
            </LookButton>
          </>
        )}
      </Box>
      <FormHelperText id={helperId}>{error ?? hint(limits)}</FormHelperText>
      {file && previewAlt && !error && isPreviewableImage(file) && <ImagePreview file={file} alt={previewAlt} />}
    </FormControl>
  );
}

/**
 * The chosen image, from a temporary object URL that is released as soon as the preview goes (a new file,
 * Remove, Clear, leaving the page), so a parent trying several photos on a cheap phone does not fill its memory.
 */
function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Box
      component="img"
      ref={imageRef}
      alt={alt}
      sx={{
        mt: 1.5,
        width: 120,
        height: 150,
        objectFit: 'cover',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
