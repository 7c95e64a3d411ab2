import { LegalDocumentView } from '../features/legal/LegalDocumentView';

/** Terms of Use (/terms, /ne/terms), linked from every page's footer. */
export function Component() {
  return <LegalDocumentView name="termsOfUse" />;
}
