import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { ReactNode } from 'react';
import { KeepTogether } from '../KeepTogether';

export interface FieldFrameProps {
  /** The control's id: the label points at it, the message's id is made from it. */
  id: string;
  label: string;
  error: boolean;
  required: boolean;
  fullWidth: boolean;
  /** Keeps the label above the control even when it is empty. */
  shrinkLabel?: boolean;
  /** The message under the control, or nothing. */
  helperText?: ReactNode;
  children: ReactNode;
}

/** The id of a field's message, for the control's aria-describedby; none when there is no message. */
export function helperTextIdOf(id: string, helperText: ReactNode): string | undefined {
  return helperText ? `${id}-helper-text` : undefined;
}

/**
 * What TextField puts around its control: the form control that carries the error and required states, the
 * floating label and the message under it. InputField and SelectField put their own control inside.
 */
export function FieldFrame({
  id,
  label,
  error,
  required,
  fullWidth,
  shrinkLabel,
  helperText,
  children,
}: FieldFrameProps) {
  return (
    <FormControl error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      {children}
      {helperText && (
        <FormHelperText id={helperTextIdOf(id, helperText)}>
          {typeof helperText === 'string' ? <KeepTogether>{helperText}</KeepTogether> : helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
