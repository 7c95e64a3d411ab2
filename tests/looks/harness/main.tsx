/**
 * The look test's page (tests/looks/looks.spec.ts): every copied MUI look of frontend/src/components beside the MUI
 * component it copies, with the site's own providers and theme. Built by Vite into build/looks-<E2E_PORT_BASE>/harness,
 * never into the site. The MUI side leaves out only what the copies leave out on purpose: the focus ripple (both show
 * the theme's one focus ring instead, see siteFocusRing) and Alert's internal icons (alertIcons).
 */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import MenuIcon from '@mui/icons-material/Menu';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { CSSObject } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createEmotionCache } from '../../../frontend/src/app/AppProviders';
import { theme } from '../../../frontend/src/app/theme';
import { iconButtonSx } from '../../../frontend/src/components/buttonLook';
import { CheckboxField } from '../../../frontend/src/components/form/CheckboxField';
import { InputField } from '../../../frontend/src/components/form/InputField';
import { LookButton } from '../../../frontend/src/components/LookButton';
import { Notice, noticeIcons, type NoticeSeverity } from '../../../frontend/src/components/Notice';
import { lookPairs, type LookPairId } from '../lookPairs';

/**
 * The site's one focus ring (app/theme.ts), which the copies show on keyboard focus instead of MUI's focus ripple (the
 * MUI side has `disableFocusRipple`). MUI's Button clears its box-shadow when focused without elevation, and with it
 * the ring's dark inner line: the copies keep the whole ring, so the MUI side here is given it back.
 */
const siteFocusRing: CSSObject = (() => {
  const overrides = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, CSSObject | undefined>;
  const ring = overrides['html :focus-visible:not(input):not(textarea)'];
  if (!ring) throw new Error('app/theme.ts has no focus ring where the harness looks for it');
  return ring;
})();
const wholeRing = { '&.Mui-focusVisible': { boxShadow: siteFocusRing.boxShadow } };

type Pair = readonly [copy: ReactNode, mui: ReactNode];
type ButtonVariant = 'contained' | 'outlined' | 'text';
type ButtonColor = 'primary' | 'secondary' | 'error';
type ButtonSize = 'small' | 'medium' | 'large';

function buttons(variant: ButtonVariant, color: ButtonColor, size: ButtonSize, disabled = false): Pair {
  return [
    <LookButton variant={variant} color={color} size={size} disabled={disabled}>
      Apply now
    </LookButton>,
    <Button variant={variant} color={color} size={size} disabled={disabled} disableFocusRipple sx={wholeRing}>
      Apply now
    </Button>,
  ];
}

function iconButtons({ small = false, edgeEnd = false, disabled = false } = {}): Pair {
  const icon = small ? <CloseIcon fontSize="inherit" /> : <MenuIcon />;
  return [
    <Box component="button" type="button" aria-label="Menu" disabled={disabled} sx={iconButtonSx({ small, edgeEnd })}>
      {icon}
    </Box>,
    <IconButton
      aria-label="Menu"
      disabled={disabled}
      size={small ? 'small' : 'medium'}
      edge={edgeEnd ? 'end' : false}
      disableFocusRipple
    >
      {icon}
    </IconButton>,
  ];
}

const noticeWidth = { width: 360 };
/** Notice's icons are @mui/icons-material's outlined ones; Alert's defaults are its own internal drawings of them. */
const alertIcons = Object.fromEntries(
  Object.entries(noticeIcons).map(([severity, Icon]) => [severity, <Icon fontSize="inherit" />]),
);
function notices(severity: NoticeSeverity, variant: 'standard' | 'filled'): Pair {
  const text = 'Your application has been received. We will call you within two working days.';
  return [
    <Notice severity={severity} variant={variant} sx={noticeWidth}>
      {text}
    </Notice>,
    <Alert severity={severity} variant={variant} iconMapping={alertIcons} sx={noticeWidth}>
      {text}
    </Alert>,
  ];
}

interface FieldProps {
  side: 'copy' | 'mui';
  id: string;
  initial?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  multiline?: boolean;
  shrinkLabel?: boolean;
}
/** A controlled field, as the forms use them: typing into either side changes it the same way. */
function Field({ side, id, initial = '', error, helperText, required, multiline, shrinkLabel }: FieldProps) {
  const [value, setValue] = useState(initial);
  const common = { id: `${id}-${side}`, label: "Parent's name", value, error, helperText, required, multiline };
  if (side === 'copy') {
    return (
      <InputField
        {...common}
        minRows={multiline ? 3 : undefined}
        shrinkLabel={shrinkLabel}
        onChange={(e) => setValue(e.target.value)}
      />
    );
  }
  return (
    <TextField
      {...common}
      minRows={multiline ? 3 : undefined}
      slotProps={shrinkLabel ? { inputLabel: { shrink: true } } : undefined}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}
function fields(id: string, props: Omit<FieldProps, 'side' | 'id'> = {}): Pair {
  return [<Field side="copy" id={id} {...props} />, <Field side="mui" id={id} {...props} />];
}

interface TickProps {
  side: 'copy' | 'mui';
  id: string;
  initial?: boolean;
  required?: boolean;
  error?: boolean;
}
const tickLabel = 'I agree to the school’s terms';
function Tick({ side, id, initial = false, required, error }: TickProps) {
  const [checked, setChecked] = useState(initial);
  const onChange = () => setChecked((now) => !now);
  if (side === 'copy') {
    return (
      <CheckboxField
        id={`${id}-copy`}
        name={id}
        checked={checked}
        onChange={onChange}
        label={tickLabel}
        required={required}
        error={error}
      />
    );
  }
  return (
    <FormControl error={error}>
      <FormControlLabel
        label={tickLabel}
        required={required}
        control={
          <Checkbox
            id={`${id}-mui`}
            name={id}
            checked={checked}
            onChange={onChange}
            disableFocusRipple
            // CheckboxField draws the site's focus ring around the box, where MUI pulses its ripple.
            sx={{ '&:has(input:focus-visible)': siteFocusRing }}
          />
        }
      />
    </FormControl>
  );
}
function ticks(id: string, props: Omit<TickProps, 'side' | 'id'> = {}): Pair {
  return [<Tick side="copy" id={id} {...props} />, <Tick side="mui" id={id} {...props} />];
}

const pairs: Record<LookPairId, Pair> = {
  'button-contained': buttons('contained', 'primary', 'medium'),
  'button-contained-secondary-large': buttons('contained', 'secondary', 'large'),
  'button-contained-error-small': buttons('contained', 'error', 'small'),
  'button-contained-disabled': buttons('contained', 'primary', 'medium', true),
  'button-outlined': buttons('outlined', 'primary', 'medium'),
  'button-outlined-secondary-small': buttons('outlined', 'secondary', 'small'),
  'button-outlined-error-large': buttons('outlined', 'error', 'large'),
  'button-outlined-disabled': buttons('outlined', 'primary', 'medium', true),
  'button-text': buttons('text', 'primary', 'medium'),
  'button-text-secondary-small': buttons('text', 'secondary', 'small'),
  'button-text-error-large': buttons('text', 'error', 'large'),
  'button-text-disabled': buttons('text', 'primary', 'medium', true),
  'button-icons': [
    <LookButton variant="outlined" startIcon={<DownloadIcon />} endIcon={<ArrowForwardIcon />}>
      Receipt
    </LookButton>,
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      endIcon={<ArrowForwardIcon />}
      disableFocusRipple
      sx={wholeRing}
    >
      Receipt
    </Button>,
  ],
  'icon-button': iconButtons(),
  'icon-button-small': iconButtons({ small: true }),
  'icon-button-edge-end': iconButtons({ edgeEnd: true }),
  'icon-button-disabled': iconButtons({ disabled: true }),
  'notice-success': notices('success', 'standard'),
  'notice-info': notices('info', 'standard'),
  'notice-warning': notices('warning', 'standard'),
  'notice-error': notices('error', 'standard'),
  'notice-filled-success': notices('success', 'filled'),
  'notice-filled-info': notices('info', 'filled'),
  'notice-filled-warning': notices('warning', 'filled'),
  'notice-filled-error': notices('error', 'filled'),
  'input-empty': fields('input-empty'),
  'input-filled': fields('input-filled', { initial: 'Sita Yadav' }),
  'input-required-hint': fields('input-required-hint', { required: true, helperText: 'As on the birth certificate' }),
  'input-error': fields('input-error', { error: true, helperText: 'Please write the name', required: true }),
  'input-multiline': fields('input-multiline', { multiline: true, initial: 'First line\nSecond line' }),
  'input-shrunk-label': fields('input-shrunk-label', { shrinkLabel: true }),
  'checkbox-unticked': ticks('checkbox-unticked'),
  'checkbox-ticked': ticks('checkbox-ticked', { initial: true }),
  'checkbox-required': ticks('checkbox-required', { required: true }),
  'checkbox-required-error': ticks('checkbox-required-error', { required: true, error: true }),
};

/** Each side in a cell of its own at a whole-pixel position, so both draw their text on the same pixel grid. */
const cell = { display: 'inline-block', width: 440, verticalAlign: 'top', p: '12px 0 12px 24px' };
const frame = { display: 'inline-block', p: '12px', verticalAlign: 'top' };

function Harness() {
  return (
    <Box component="main" sx={{ p: 2 }}>
      {(Object.keys(lookPairs) as LookPairId[]).map((id) => (
        <Box key={id} data-pair={id} sx={{ whiteSpace: 'nowrap' }}>
          <Box sx={cell}>
            <Box data-side="copy" sx={frame}>
              {pairs[id][0]}
            </Box>
          </Box>
          <Box sx={cell}>
            <Box data-side="mui" sx={frame}>
              {pairs[id][1]}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('the harness page has no #root');
createRoot(root).render(
  <AppProviders emotionCache={createEmotionCache()}>
    <Harness />
  </AppProviders>,
);
