import Box from '@mui/material/Box';
import {
  admissionTexts,
  educationLevels,
  parentRelations,
  type ParentLabels,
  type ParentRole,
} from '../../content/admission';
import { useTexts } from '../../hooks/useTexts';
import { parentFieldKey, type AdmissionValues, type ParentFieldName } from './admissionChecks';
import { SelectField } from '../../components/form/SelectField';
import type { CheckedForm } from '../../components/form/useCheckedForm';
import { InputField } from '../../components/form/InputField';
import { gridSpanSx } from '../../components/gridColumns';

/** A select's optionLabel from the options' words by value (content/admission's options); else the value. */
export const labelFrom = (labels: Readonly<Record<string, string>>) => (option: string) => labels[option] ?? option;

interface ParentFieldsProps {
  role: ParentRole;
  /** Labelled with whose they are, from the relation chosen (content/admission parentLabels). */
  labels: ParentLabels;
  form: CheckedForm<AdmissionValues>;
}

/** One parent's fields (father's or mother's place): the same fields, labelled with whose they are. */
export function ParentFields({ role, labels, form }: ParentFieldsProps) {
  const words = useTexts(admissionTexts);
  const key = (field: ParentFieldName) => parentFieldKey(role, field);
  // Autofill sections keep the browser from writing the same person into both parents.
  const autoComplete = (token: string) => `section-${role} ${token}`;

  return (
    <>
      <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
        <SelectField
          id={form.fieldId(key('relation'))}
          name={key('relation')}
          label={labels.relation}
          value={form.values[key('relation')]}
          onChange={(value) => form.setValue(key('relation'), value)}
          options={parentRelations[role]}
          optionLabel={labelFrom(words.options.relation)}
          placeholder={words.placeholders.relation}
          error={form.errors[key('relation')]}
        />
      </Box>
      <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
        <InputField
          {...form.textFieldProps(key('firstName'))}
          label={labels.firstName}
          required
          fullWidth
          autoComplete={autoComplete('given-name')}
        />
      </Box>
      <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
        <InputField
          {...form.textFieldProps(key('lastName'))}
          label={labels.lastName}
          fullWidth
          autoComplete={autoComplete('family-name')}
        />
      </Box>
      <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
        <InputField
          {...form.textFieldProps(key('phone'), words.hints.phone)}
          label={labels.phone}
          type="tel"
          required
          fullWidth
          autoComplete={autoComplete('tel')}
        />
      </Box>
      <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
        <InputField
          {...form.textFieldProps(key('email'))}
          label={labels.email}
          type="email"
          fullWidth
          autoComplete={autoComplete('email')}
        />
      </Box>
      <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 4 })}>
        <SelectField
          id={form.fieldId(key('education'))}
          name={key('education')}
          label={labels.education}
          value={form.values[key('education')]}
          onChange={(value) => form.setValue(key('education'), value)}
          options={educationLevels}
          optionLabel={labelFrom(words.options.education)}
          placeholder={words.placeholders.education}
          error={form.errors[key('education')]}
        />
      </Box>
      <Box sx={gridSpanSx({ xs: 12 })}>
        <InputField
          {...form.textFieldProps(key('address'))}
          label={labels.address}
          fullWidth
          autoComplete={autoComplete('street-address')}
        />
      </Box>
    </>
  );
}
