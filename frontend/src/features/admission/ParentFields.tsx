import Box from '@mui/material/Box';
import {
  admissionHints,
  admissionPlaceholders,
  educationLevels,
  parentRelations,
  type ParentLabels,
  type ParentRole,
} from '../../content/admission';
import { parentFieldKey, type AdmissionValues, type ParentFieldName } from './admissionChecks';
import { SelectField } from '../../components/form/SelectField';
import type { CheckedForm } from '../../components/form/useCheckedForm';
import { InputField } from '../../components/form/InputField';
import { gridSpanSx } from '../../components/gridColumns';

interface ParentFieldsProps {
  role: ParentRole;
  /** Labelled with whose they are, from the relation chosen (content/admission parentLabels). */
  labels: ParentLabels;
  form: CheckedForm<AdmissionValues>;
}

/** One parent's fields (father's or mother's place): the same fields, labelled with whose they are. */
export function ParentFields({ role, labels, form }: ParentFieldsProps) {
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
          placeholder={admissionPlaceholders.relation}
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
          {...form.textFieldProps(key('phone'), admissionHints.phone)}
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
          placeholder={admissionPlaceholders.education}
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
