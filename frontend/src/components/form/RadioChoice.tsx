import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface RadioChoiceProps<Value extends string> {
  /** The radios' ids are made from it: `${id}-${value}`. */
  id: string;
  name: string;
  /** The group's visible name (its legend). */
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * A short choice of one, on one line: its legend, then radio buttons in the look of MUI's Radio inside
 * FormControlLabel. The browser's own radios, unseen, over the circle icons, as CheckboxField does for a tick box:
 * a labelled group (fieldset and legend) that the arrow keys move through, without MUI's Radio, whose ButtonBase and
 * ripple the form routes do not otherwise download. Each is 44 px high, for a finger.
 */
export function RadioChoice<Value extends string>({
  id,
  name,
  legend,
  options,
  value,
  onChange,
}: RadioChoiceProps<Value>) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      {/* Floated, the legend sits on the radios' line instead of above the group. */}
      <Typography component="legend" color="text.secondary" sx={{ float: 'left', p: 0, mr: 2, lineHeight: '44px' }}>
        {legend}
      </Typography>
      {options.map((option) => (
        <Box
          key={option.value}
          component="label"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            mr: 2,
            cursor: 'pointer',
            verticalAlign: 'middle',
            WebkitTapHighlightColor: 'transparent',
          }}
        >
          <Box
            component="span"
            sx={(theme) => ({
              position: 'relative',
              display: 'inline-flex',
              p: '10px',
              ml: '-10px',
              borderRadius: '50%',
              color: theme.palette.text.secondary,
              // The icon shows the native radio's state, so a choice made before the app has started shows at once.
              '& > input:checked ~ svg': { color: theme.palette.primary.main },
              '& > input:checked ~ .unchecked-icon, & > input:not(:checked) ~ .checked-icon': { display: 'none' },
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
              type="radio"
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
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
            <RadioButtonCheckedIcon className="checked-icon" />
            <RadioButtonUncheckedIcon className="unchecked-icon" />
          </Box>
          <Typography component="span">{option.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}
