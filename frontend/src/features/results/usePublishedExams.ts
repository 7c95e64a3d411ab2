/**
 * The exams the school has published, for the form's Exam field. Loaded when the page starts, and again each time
 * the field is chosen (`refresh`), so an exam published while the page is open is offered without a reload.
 * Before the first answer (and in the pre-rendered page) the list is empty and `state` is 'loading'.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPublishedExams } from './resultsApi';

export interface PublishedExams {
  /** 'failed': no list came yet; a later failure keeps the last list and stays 'loaded'. */
  state: 'loading' | 'loaded' | 'failed';
  exams: readonly string[];
}

export function usePublishedExams(): PublishedExams & { refresh: () => void } {
  const [list, setList] = useState<PublishedExams>({ state: 'loading', exams: [] });
  const asking = useRef(false);

  const refresh = useCallback(() => {
    if (asking.current) return;
    asking.current = true;
    void fetchPublishedExams().then((exams) => {
      asking.current = false;
      setList((current) =>
        exams ? { state: 'loaded', exams } : { ...current, state: current.state === 'loaded' ? 'loaded' : 'failed' },
      );
    });
  }, []);

  useEffect(refresh, [refresh]);
  return { ...list, refresh };
}
