import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { FieldFrame, helperTextIdOf } from './FieldFrame';

interface SelectFieldProps {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /** What an option shows, where it differs from the value sent (a class's name on a Nepali page). */
  optionLabel?: (option: string) => string;
  /** The empty first choice, e.g. "Choose a class". */
  placeholder: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Called when the field takes focus (the result form reloads its options then). */
  onFocus?: () => void;
}

/**
 * A labelled choice from a short list: what TextField renders in its native select mode. It is the browser's own
 * select: on a phone it opens the system picker, it works with any keyboard, and its message is tied to it like a
 * text field's (InputField).
 */
export function SelectField({
  id,
  name,
  label,
  value,
  onChange,
  options,
  optionLabel,
  placeholder,
  error,
  hint,
  required = false,
  onFocus,
}: SelectFieldProps) {
  const helperText = error ?? hint;
  return (
    <FieldFrame
      id={id}
      label={label}
      error={Boolean(error)}
      required={required}
      fullWidth
      shrinkLabel
      helperText={helperText}
    >
      <NativeSelect
        input={<OutlinedInput label={label} notched disableInjectingGlobalStyles />}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        aria-describedby={helperTextIdOf(id, helperText)}
        fullWidth
        // As TextField's select: the <select> itself carries the error state (its Mui-error class).
        inputProps={{ error: Boolean(error) }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}
