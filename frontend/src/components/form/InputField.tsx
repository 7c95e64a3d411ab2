import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEventHandler, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface InputFieldProps {
  /** The input's id; a generated one when left out. */
  id?: string;
  name?: string;
  label: string;
  value: string;
  /** As TextField's: a select's change arrives here too (its target has the same `value`). */
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
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
  /** Keeps the label above the field even when it is empty (dates, selects). */
  shrinkLabel?: boolean;
  /** A browser-native <select>; the children are its <option>s. */
  select?: boolean;
  children?: ReactNode;
}

/**
 * Every form's labelled field: what MUI's outlined TextField renders (label, outlined input, message tied to the
 * input by aria-describedby), built from its parts. TextField itself imports Select, and with it Menu, Popover
 * and Modal, which every form route would download although a field here is never a menu: a choice is the
 * browser's own <select> (NativeSelect), which on a phone opens the system picker and works with any keyboard.
 */
export function InputField({
  id: idProp,
  name,
  label,
  value,
  onChange,
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
  select = false,
  children,
}: InputFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const notched = shrinkLabel === undefined ? {} : { notched: shrinkLabel };
  const outlined = <OutlinedInput label={label} {...notched} />;

  return (
    <FormControl error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect
          input={outlined}
          id={id}
          name={name}
          value={value}
          onChange={onChange as unknown as ChangeEventHandler<HTMLSelectElement>}
          aria-describedby={helperTextId}
          fullWidth={fullWidth}
          // As TextField's select: the <select> itself carries the error state (its Mui-error class).
          inputProps={{ error }}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          label={label}
          {...notched}
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          aria-describedby={helperTextId}
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
        />
      )}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
