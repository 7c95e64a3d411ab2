import Box from '@mui/material/Box';
import type { Ref } from 'react';

/**
 * A field people never see or reach, which bots that fill every field do fill: the services keep nothing sent with
 * it filled (`website`, see office-service's routes). Off-screen rather than display:none, which bots skip; hidden
 * from screen readers and out of the tab order, so no one fills it by mistake. Read through `inputRef` on submit.
 */
export function HoneypotField({
  id,
  inputRef,
  label = 'Leave this field empty',
}: {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  /** Its label, in the page's language. */
  label?: string;
}) {
  return (
    <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={inputRef} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Box>
  );
}
