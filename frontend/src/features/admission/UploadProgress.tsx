import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface UploadProgressProps {
  /** What is happening, as the parent reads it ("Sending the application"). */
  label: string;
  /** Percent sent, 0–100; undefined while the amount is not known (preparing, waiting for the answer). */
  percent?: number;
  /** The percent as the page writes it beside the bar ("50%", "५०%"). */
  percentText?: string;
}

/**
 * An upload's progress: a labelled bar (its value is read out by screen readers as the bar's own) and the percent
 * in words beside it. The label is a polite live region, so a change of step is announced, each percent is not.
 */
export function UploadProgress({ label, percent, percentText }: UploadProgressProps) {
  const labelId = useId();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={labelId} role="status" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-labelledby={labelId}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        {percent !== undefined && (
          <Typography aria-hidden sx={{ minWidth: '4ch', textAlign: 'right' }}>
            {percentText ?? `${percent}%`}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
