import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InputField } from './InputField';
import { SelectField } from './SelectField';

/**
 * InputField and SelectField stand in for MUI's TextField to spare every form route TextField's Select and menus;
 * they must render what TextField renders (same elements, attributes, ids and state classes), or the forms would
 * look or read differently. Only the generated style class names and the two unstyled root markers are left out.
 */
function markup(node: ReactNode): string {
  return renderToStaticMarkup(node)
    .replace(/\bcss-[\w-]+/g, 'css')
    .replace(/ MuiTextField-root| MuiSelect-[a-zA-Z]+| MuiNativeSelect-root/g, '');
}

const ignore = () => {};

describe('InputField renders what TextField renders', () => {
  it('for a required text field in error, with its message', () => {
    const props = { id: 'f', name: 'f', label: 'Name', value: 'Asha', onChange: ignore, autoComplete: 'name' };
    expect(markup(<InputField {...props} required fullWidth error helperText="Too short" />)).toBe(
      markup(<TextField {...props} required fullWidth error helperText="Too short" />),
    );
  });

  it('for a multiline field with a hint', () => {
    const props = { id: 'f', label: 'Message', value: '', onChange: ignore, multiline: true, minRows: 5 };
    expect(markup(<InputField {...props} required fullWidth helperText="0 of 500" />)).toBe(
      markup(<TextField {...props} required fullWidth helperText="0 of 500" />),
    );
  });

  it('for a date with its label kept above and a maximum', () => {
    const props = { id: 'f', label: 'Date of birth', type: 'date', value: '', onChange: ignore, fullWidth: true };
    expect(markup(<InputField {...props} shrinkLabel htmlInput={{ max: '2020-01-01' }} />)).toBe(
      markup(<TextField {...props} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: '2020-01-01' } }} />),
    );
  });

  it('for a field with a start adornment', () => {
    const sign = (
      <InputAdornment position="start" aria-hidden="true">
        Rs
      </InputAdornment>
    );
    const props = { id: 'f', label: 'Amount', value: '', onChange: ignore, fullWidth: true };
    expect(markup(<InputField {...props} htmlInput={{ inputMode: 'decimal' }} startAdornment={sign} />)).toBe(
      markup(
        <TextField {...props} slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: sign } }} />,
      ),
    );
  });

  it("for a native select in error (TextField's select mode), as SelectField renders it", () => {
    const props = { id: 'f', name: 'f', label: 'Class', value: '', onChange: ignore, required: true };
    expect(
      markup(<SelectField {...props} options={['One']} placeholder="Choose a class" error="Choose a class" />),
    ).toBe(
      markup(
        <TextField
          {...props}
          fullWidth
          select
          error
          helperText="Choose a class"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Choose a class</option>
          <option value="One">One</option>
        </TextField>,
      ),
    );
  });
});
