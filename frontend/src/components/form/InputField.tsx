import OutlinedInput from '@mui/material/OutlinedInput';
import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldFrame, helperTextIdOf } from './FieldFrame';

export interface InputFieldProps {
  /** The input's id; a generated one when left out. */
  id?: string;
  name?: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
  /** The message under the field: the error when there is one, else a hint. */
  helperText?: ReactNode;
  required?: boolean;
  fullWidth?: boolean;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  multiline?: boolean;
  minRows?: number;
  rows?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** Attributes for the <input> itself (inputMode, max, aria-required). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`aria-${string}`, unknown>;
  startAdornment?: ReactNode;
  /** Keeps the label above the field even when it is empty (dates). */
  shrinkLabel?: boolean;
}

/**
 * Every form's labelled text field: what MUI's outlined TextField renders (label, outlined input, message tied to
 * the input by aria-describedby), built from its parts. TextField itself imports Select, and with it Menu, Popover
 * and Modal, which every form route would download although a field here is never a menu. A choice from a list is
 * SelectField, the browser's own <select>, in its own module so the routes without one do not download it.
 */
export function InputField({
  id: idProp,
  name,
  label,
  value,
  onChange,
  onBlur,
  error = false,
  helperText,
  required = false,
  fullWidth = false,
  type,
  autoComplete,
  autoFocus,
  placeholder,
  multiline,
  minRows,
  rows,
  inputRef,
  htmlInput,
  startAdornment,
  shrinkLabel,
}: InputFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const notched = shrinkLabel === undefined ? {} : { notched: shrinkLabel };

  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      required={required}
      fullWidth={fullWidth}
      shrinkLabel={shrinkLabel}
      helperText={helperText}
    >
      <OutlinedInput
        label={label}
        {...notched}
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-describedby={helperTextIdOf(id, helperText)}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={placeholder}
        multiline={multiline}
        minRows={minRows}
        rows={rows}
        inputRef={inputRef}
        inputProps={htmlInput}
        startAdornment={startAdornment}
        fullWidth={fullWidth}
        // Its auto-fill keyframes are in the theme's global styles once (app/theme.ts), not a style tag per field.
        disableInjectingGlobalStyles
      />
    </FieldFrame>
  );
}
