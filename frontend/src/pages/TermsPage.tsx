import { termsOfUse } from '../content/legal';
import { LegalDocumentView } from '../features/legal/LegalDocumentView';

/** Terms of Use (/terms), linked from every page's footer. */
export function Component() {
  return <LegalDocumentView document={termsOfUse} />;
}
