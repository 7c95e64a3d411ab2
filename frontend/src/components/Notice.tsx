import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AriaRole, ReactNode, Ref } from 'react';

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

/** Each severity's icon: the outlined ones of @mui/icons-material (Alert's own are internal to MUI). */
export const noticeIcons: Record<NoticeSeverity, typeof InfoOutlinedIcon> = {
  success: CheckCircleOutlineIcon,
  info: InfoOutlinedIcon,
  warning: ReportProblemOutlinedIcon,
  error: ErrorOutlineIcon,
};

interface NoticeProps {
  severity: NoticeSeverity;
  /** `standard`: a pale wash of the severity's colour; `filled`: the colour itself with white text. */
  variant?: 'standard' | 'filled';
  /** As Alert's, `alert` unless told (a standing notice is a `note`). */
  role?: AriaRole;
  tabIndex?: number;
  ref?: Ref<HTMLDivElement>;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A message in MUI's Alert look (icon, colours, spacing and role are Alert's own), without the close button's
 * IconButton and ButtonBase that Alert imports even when it has no close button: a form route shows a message
 * and needs none of them.
 */
export function Notice({ severity, variant = 'standard', role = 'alert', tabIndex, ref, sx, children }: NoticeProps) {
  const Icon = noticeIcons[severity];
  return (
    <Box
      ref={ref}
      role={role}
      tabIndex={tabIndex}
      sx={[
        (theme) => ({
          ...theme.typography.body2,
          display: 'flex',
          p: '6px 16px',
          borderRadius: `${theme.shape.borderRadius}px`,
          ...(variant === 'filled'
            ? {
                fontWeight: theme.typography.fontWeightMedium,
                bgcolor: theme.palette[severity].main,
                color: theme.palette.getContrastText(theme.palette[severity].main),
              }
            : {
                color: theme.darken(theme.palette[severity].light, 0.6),
                bgcolor: theme.lighten(theme.palette[severity].light, 0.9),
                '& .notice-icon': { color: theme.palette[severity].main },
              }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box className="notice-icon" sx={{ mr: '12px', py: '7px', display: 'flex', fontSize: 22, opacity: 0.9 }}>
        <Icon fontSize="inherit" />
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{children}</Box>
    </Box>
  );
}
