/**
 * The admission form's file limits: office-service's settings, which /config.js hands the page (nginx/render.sh
 * renders it from the same environment), so an operator's change reaches the form without a rebuild. The
 * pre-rendered page, and the render that hydrates it, show the defaults both share.
 */
import { defaultUploadLimits, type UploadLimits } from '../../content/admission';
import { useHydrated } from '../../hooks/useHydrated';
import { readRuntimeConfig } from '../../lib/runtimeConfig';

export function useUploadLimits(): UploadLimits {
  return useHydrated() ? readRuntimeConfig().uploads : defaultUploadLimits;
}
