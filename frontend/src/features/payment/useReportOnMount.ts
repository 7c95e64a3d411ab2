import { startTransition, useEffect, useRef, useState } from 'react';

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
    // In a transition: the next view renders in short slices after the page has started, not in the same long
    // task (an answer known at once, such as "no payment in progress", comes within that task).
    const showView = (next: View) => startTransition(() => setView(next));
    const pending = start(showView);
    if (pending) void pending.then(showView);
    // Runs once per page visit by design; `start` reads what it needs when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return view;
}
