import { useEffect, useState } from 'react';
import { laterModule } from '../../../lib/laterModule';
import { fetchFeesOffered } from './feesApi';

/** The fees section's code, fetched only when the school offers dues: a school without them downloads none of it. */
export const feesSectionView = laterModule(() => import('./FeesSection'));

/**
 * Whether the school has imported dues, asked once the page has started (the pre-rendered page has no section, and
 * a failed request leaves it so). The section's code is fetched as soon as the answer is yes.
 */
export function useFeesOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let mounted = true;
    void fetchFeesOffered().then((yes) => {
      if (!mounted || !yes) return;
      feesSectionView.prefetch();
      setOffered(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return offered;
}
