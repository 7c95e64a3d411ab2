import { useMemo } from 'react';
import { admissionLabels } from '../../content/admission';
import { InputField, type InputFieldProps } from '../../components/form/InputField';
import { useHydrated } from '../../hooks/useHydrated';
import { localIsoDate } from './admissionChecks';

type BoundProps = Pick<InputFieldProps, 'id' | 'name' | 'value' | 'onChange' | 'error' | 'helperText'>;

/**
 * The student's date of birth. The latest date its picker offers is the viewer's today, read once the page has
 * hydrated (the pre-rendered form, built on another day, offers no limit). Its own component, so that switch
 * re-renders this one field instead of the whole form.
 */
export function BirthDateField(props: BoundProps) {
  const hydrated = useHydrated();
  const today = useMemo(() => (hydrated ? localIsoDate(new Date()) : undefined), [hydrated]);
  return (
    <InputField
      {...props}
      label={admissionLabels.dob}
      type="date"
      required
      fullWidth
      shrinkLabel
      htmlInput={{ max: today }}
    />
  );
}
