import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  containedButtonSx,
  outlinedButtonSx,
  textButtonSx,
  type ButtonColor,
  type ButtonSize,
  type ButtonSx,
} from './buttonLook';

interface LookProps {
  /** As Button's: filled, bordered or text only. */
  variant?: 'contained' | 'outlined' | 'text';
  color?: ButtonColor;
  size?: ButtonSize;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** The element's own styles, after the look. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

type ButtonProps = LookProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'> & {
    to?: undefined;
    ref?: Ref<HTMLButtonElement>;
  };
/** With `to`, a link to a page of the site (a RouterLink). */
type LinkProps = LookProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'children' | 'href'> & { to: string };

const looks: Record<NonNullable<LookProps['variant']>, (color: ButtonColor, size: ButtonSize) => ButtonSx> = {
  contained: containedButtonSx,
  outlined: outlinedButtonSx,
  text: textButtonSx,
};

/**
 * MUI's Button, as a plain <button> (or a link with `to`) in Button's look (components/buttonLook): the same
 * variants, colours, sizes and icons, without ButtonBase, its touch ripple and Button's loading spinner, which
 * would otherwise come with every page that has a button. The focus ring is the theme's one for every control.
 */
export function LookButton({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  startIcon,
  endIcon,
  sx,
  children,
  ...element
}: ButtonProps | LinkProps) {
  const look = [looks[variant](color, size), ...(Array.isArray(sx) ? sx : [sx])];
  const content = (
    <>
      {startIcon ? <span className="button-start-icon">{startIcon}</span> : null}
      {children}
      {endIcon ? <span className="button-end-icon">{endIcon}</span> : null}
    </>
  );
  if (element.to !== undefined) {
    return (
      <Box component={RouterLink} {...element} sx={look}>
        {content}
      </Box>
    );
  }
  return (
    <Box component="button" type="button" {...element} sx={look}>
      {content}
    </Box>
  );
}
