import Box from '@mui/material/Box';
import type { Ref } from 'react';

/**
 * A field people never see or reach, which bots that fill every field do fill: the services keep nothing sent with
 * it filled (`website`, see office-service's routes). Off-screen rather than display:none, which bots skip; hidden
 * from screen readers and out of the tab order, so no one fills it by mistake. Read through `inputRef` on submit.
 * In English on every page (lang="en"): no person reads it, and the bots it is for read English.
 */
export function HoneypotField({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <Box
      aria-hidden
      lang="en"
      sx={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}
    >
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} ref={inputRef} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Box>
  );
}
