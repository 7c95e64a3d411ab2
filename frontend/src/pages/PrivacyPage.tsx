import { privacyPolicy } from '../content/legal';
import { LegalDocumentView } from '../features/legal/LegalDocumentView';

/** Privacy Policy (/privacy), linked from every page's footer. */
export function Component() {
  return <LegalDocumentView document={privacyPolicy} />;
}
