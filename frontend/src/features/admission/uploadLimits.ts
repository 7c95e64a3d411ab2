/**
 * The admission form's file limits: office-service's settings, which /config.js hands the page (nginx/render.sh
 * renders it from the same environment), so an operator's change reaches the form without a rebuild. The
 * pre-rendered page, and the render that hydrates it, show the defaults both share.
 */
import { defaultUploadLimits, type UploadLimits } from '../../content/admission';
import { useHydrated } from '../../hooks/useHydrated';
import { readRuntimeConfig } from '../../lib/runtimeConfig';

/** The limits in force, for a check made on a parent's action (the page is running by then). */
export function uploadLimitsInForce(): UploadLimits {
  return readRuntimeConfig().uploads;
}

/**
 * The limits for a render: the shared defaults until the page has hydrated. Read only by the parts that show a limit
 * (the file pickers' hints): a component that reads it renders again at once after hydration, in one task, and the
 * whole form doing so was a long task on a slow phone.
 */
export function useUploadLimits(): UploadLimits {
  return useHydrated() ? uploadLimitsInForce() : defaultUploadLimits;
}
