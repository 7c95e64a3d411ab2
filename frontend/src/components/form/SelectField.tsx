import { InputField } from './InputField';

interface SelectFieldProps {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /** The empty first choice, e.g. "Choose a class". */
  placeholder: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

/**
 * A labelled choice from a short list. It is the browser's own select (InputField's native mode): on a phone
 * it opens the system picker, it works with any keyboard, and its message is tied to it like a text field's.
 */
export function SelectField({
  id,
  name,
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  required,
}: SelectFieldProps) {
  return (
    <InputField
      select
      fullWidth
      shrinkLabel
      id={id}
      name={name}
      label={label}
      value={value}
      required={required}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </InputField>
  );
}
