import { useEffect, useState } from 'react';
import { getJson, type ApiResult } from '../lib/api';

/**
 * A staff API's answer for an address, asked again when the address changes or `retry` is called; undefined while
 * the first answer for this address is on its way (an older address's answer is never shown for a newer one).
 */
export function useStaffAnswer<T>(path: string): { result: ApiResult<T> | undefined; retry: () => void } {
  const [answer, setAnswer] = useState<{ path: string; result: ApiResult<T> }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void getJson<T>(path).then((result) => {
      if (current) setAnswer({ path, result });
    });
    return () => {
      current = false;
    };
  }, [path, attempt]);
  return { result: answer?.path === path ? answer.result : undefined, retry: () => setAttempt((n) => n + 1) };
}
