import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import { CheckboxField } from '../../components/form/CheckboxField';
import type { CheckedForm } from '../../components/form/useCheckedForm';
import { Notice } from '../../components/Notice';
import { gridSpanSx } from '../../components/gridColumns';
import type { AdmissionWords } from '../../content/admission';
import { localIsoDate } from '../../lib/dates';
import { useBsCalendar } from '../../components/form/birthDate/bsCalendar';
import { outsideClassAges, type AdmissionValues } from './admissionChecks';

/**
 * A date of birth outside the ages the school set for the class chosen: a warning that says both ages, and a box
 * the parent ticks when the date and the class are right after all. The application then goes with the mark, for
 * the office to look at. Nothing shows while the date is inside the class's ages, or not yet a date.
 */
export function ClassAgeCheck({ form, words }: { form: CheckedForm<AdmissionValues>; words: AdmissionWords }) {
  const bs = useBsCalendar();
  const { values, errors, fieldId, setValue } = form;
  const outside = outsideClassAges(values, localIsoDate(new Date()), bs);
  if (!outside) return null;
  const className = words.options.classApplied[values.classApplied as keyof typeof words.options.classApplied];
  const helperId = `${fieldId('ageConfirmed')}-helper-text`;
  return (
    // A whole row of the form's grid, only while it has something to say.
    <Box sx={gridSpanSx({ xs: 12 })}>
      <Notice severity="warning" role="status">
        {words.messages.ageOutsideClass(className ?? values.classApplied, outside.ages, outside.age)}
      </Notice>
      <FormControl error={Boolean(errors.ageConfirmed)} sx={{ mt: 1 }}>
        <CheckboxField
          id={fieldId('ageConfirmed')}
          name="ageConfirmed"
          checked={values.ageConfirmed}
          onChange={(event) => setValue('ageConfirmed', event.target.checked)}
          error={Boolean(errors.ageConfirmed)}
          describedBy={errors.ageConfirmed ? helperId : undefined}
          label={words.messages.ageConfirmLabel}
        />
        {errors.ageConfirmed && <FormHelperText id={helperId}>{errors.ageConfirmed}</FormHelperText>}
      </FormControl>
    </Box>
  );
}
