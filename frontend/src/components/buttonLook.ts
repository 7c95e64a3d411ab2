import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * MUI's Button and IconButton looks for plain <a> and <button> elements (Box with one of these sx). The header,
 * the footer and the home hero use them so a page's first view does not download ButtonBase and its touch ripple
 * (with Button's loading spinner): every page pays for what the shell imports. The values are MUI's own, from
 * the theme; the focus ring is the theme's one ring for every control (CssBaseline, :focus-visible).
 */

/** What ButtonBase resets on a <button> or <a>. */
const buttonReset = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  m: 0,
  borderRadius: 0,
  p: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  font: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
} as const;

/** An sx entry: put it first in an sx array, the element's own styles after it. */
export type ButtonSx = (theme: Theme) => CSSObject;

export type ButtonColor = 'primary' | 'secondary' | 'error';
export type ButtonSize = 'small' | 'medium' | 'large';

/**
 * A disabled button's look. A variant that adds to it spreads it into its own `&:disabled`: an sx object keeps only
 * the last value of a key, so a variant's `&:disabled` alone would drop the greyed text.
 */
function disabled(theme: Theme) {
  return { cursor: 'default', pointerEvents: 'none', color: theme.palette.action.disabled } as const;
}

/** Button's text, its corners and its colour transitions, common to every variant. */
function buttonText(theme: Theme, size: ButtonSize) {
  return {
    ...buttonReset,
    ...theme.typography.button,
    fontSize:
      size === 'large'
        ? theme.typography.pxToRem(15)
        : size === 'small'
          ? theme.typography.pxToRem(13)
          : theme.typography.button.fontSize,
    minWidth: 64,
    borderRadius: `${theme.shape.borderRadius}px`,
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': { textDecoration: 'none' },
    '&:disabled': disabled(theme),
    // Icons beside the label: <span className="button-end-icon"><Icon /></span>, as Button's startIcon/endIcon.
    '& .button-start-icon, & .button-end-icon': {
      display: 'inherit',
      '& > svg': { fontSize: size === 'large' ? 22 : size === 'small' ? 18 : 20 },
    },
    '& .button-start-icon': { mr: '8px', ml: '-4px' },
    '& .button-end-icon': { ml: '8px', mr: '-4px' },
  };
}

/** <Button variant="contained" disableElevation>: the theme colour, darker on hover. */
export function containedButtonSx(color: ButtonColor = 'primary', size: ButtonSize = 'medium'): ButtonSx {
  return (theme) => ({
    ...buttonText(theme, size),
    p: size === 'large' ? '8px 22px' : size === 'small' ? '4px 10px' : '6px 16px',
    color: theme.palette[color].contrastText,
    bgcolor: theme.palette[color].main,
    '@media (hover: hover)': { '&:hover': { bgcolor: theme.palette[color].dark } },
    '&:disabled': { ...disabled(theme), bgcolor: theme.palette.action.disabledBackground },
  });
}

/** <Button variant="outlined">: a half-strength border in the theme colour, a faint wash on hover. */
export function outlinedButtonSx(color: ButtonColor = 'primary', size: ButtonSize = 'medium'): ButtonSx {
  return (theme) => ({
    ...buttonText(theme, size),
    p: size === 'large' ? '7px 21px' : size === 'small' ? '3px 9px' : '5px 15px',
    border: '1px solid',
    borderColor: theme.alpha(theme.palette[color].main, 0.5),
    color: theme.palette[color].main,
    '&:disabled': { ...disabled(theme), borderColor: theme.palette.action.disabledBackground },
    '@media (hover: hover)': {
      '&:hover': {
        borderColor: theme.palette[color].main,
        bgcolor: theme.alpha(theme.palette[color].main, theme.palette.action.hoverOpacity),
      },
    },
  });
}

/** <Button> (text variant): the theme colour, a faint wash on hover. */
export function textButtonSx(color: ButtonColor = 'primary', size: ButtonSize = 'medium'): ButtonSx {
  return (theme) => ({
    ...buttonText(theme, size),
    p: size === 'large' ? '8px 11px' : size === 'small' ? '4px 5px' : '6px 8px',
    color: theme.palette[color].main,
    '@media (hover: hover)': {
      '&:hover': { bgcolor: theme.alpha(theme.palette[color].main, theme.palette.action.hoverOpacity) },
    },
  });
}

/**
 * <IconButton>: a round 40 px target around a 24 px icon (`small`: 28 px around 18 px); `edgeEnd` pulls it flush
 * with the right edge.
 */
export function iconButtonSx({ edgeEnd = false, small = false } = {}): ButtonSx {
  return (theme) => ({
    ...buttonReset,
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: theme.typography.pxToRem(small ? 18 : 24),
    p: small ? '5px' : 1,
    borderRadius: '50%',
    color: theme.palette.action.active,
    mr: edgeEnd ? '-12px' : 0,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': {
      bgcolor: theme.alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
      '@media (hover: none)': { bgcolor: 'transparent' },
    },
    '&:disabled': disabled(theme),
  });
}
