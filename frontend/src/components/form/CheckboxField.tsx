import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChangeEventHandler, ReactNode } from 'react';

interface CheckboxFieldProps {
  id: string;
  name: string;
  checked: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  label: ReactNode;
  required?: boolean;
  error?: boolean;
  /** The id of the message that describes the box (its error), if one shows. */
  describedBy?: string;
}

/**
 * A labelled tick box in the look of MUI's Checkbox inside FormControlLabel: the browser's own checkbox, unseen,
 * over the box icon, as MUI itself does, so it keeps its role, its keyboard and its label. Without MUI's
 * Checkbox the route leaves ButtonBase and its ripple behind; keyboard focus shows the site's one focus ring
 * around the box instead of the ripple's pulse.
 */
export function CheckboxField({
  id,
  name,
  checked,
  onChange,
  label,
  required,
  error,
  describedBy,
}: CheckboxFieldProps) {
  return (
    <Box
      component="label"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        cursor: 'pointer',
        verticalAlign: 'middle',
        WebkitTapHighlightColor: 'transparent',
        ml: '-11px',
        mr: 2,
      }}
    >
      <Box
        component="span"
        sx={(theme) => ({
          position: 'relative',
          display: 'inline-flex',
          p: '9px',
          borderRadius: '50%',
          color: theme.palette.text.secondary,
          // The box shows the native tick state, so a tick made before the app has started shows at once too.
          '& > input:checked ~ svg': { color: theme.palette.primary.main },
          '& > input:checked ~ .unticked-icon, & > input:not(:checked) ~ .ticked-icon': { display: 'none' },
          '@media (hover: hover)': {
            '&:hover': { bgcolor: theme.alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
          },
          '&:has(input:focus-visible)': {
            outline: `3px solid ${theme.palette.secondary.main}`,
            outlineOffset: 2,
            boxShadow: `0 0 0 2px ${theme.palette.text.primary}`,
          },
        })}
      >
        <Box
          component="input"
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          onChange={onChange}
          required={required}
          aria-invalid={error}
          aria-describedby={describedBy}
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            height: '100%',
            m: 0,
            p: 0,
            opacity: 0,
            cursor: 'inherit',
            zIndex: 1,
          }}
        />
        <CheckBoxIcon className="ticked-icon" />
        <CheckBoxOutlineBlankIcon className="unticked-icon" />
      </Box>
      <div>
        <Typography component="span">{label}</Typography>
        {required ? (
          <Box component="span" aria-hidden sx={{ color: error ? 'error.main' : undefined }}>
            {'\u2009*'}
          </Box>
        ) : null}
      </div>
    </Box>
  );
}
