import { useEffect, useRef, useState } from 'react';

/**
 * Sends a report once when the page opens and keeps the view it leads to. `start` answers either the view to
 * show at once (nothing to send) or a promise of it, and may show views on the way (`show`: e.g. "trying again
 * in 5 seconds" while the service restarts). The ref keeps React's development double-mount from sending twice;
 * sending twice would be harmless anyway, as the server's answers are idempotent.
 */
export function useReportOnMount<View>(
  initial: View,
  start: (show: (view: View) => void) => Promise<View> | undefined,
): View {
  const [view, setView] = useState<View>(initial);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = start(setView);
    if (pending) void pending.then(setView);
    // Runs once per page visit by design; `start` reads what it needs when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return view;
}
