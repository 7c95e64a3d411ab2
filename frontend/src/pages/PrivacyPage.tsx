import { LegalDocumentView } from '../features/legal/LegalDocumentView';

/** Privacy Policy (/privacy, /ne/privacy), linked from every page's footer. */
export function Component() {
  return <LegalDocumentView name="privacyPolicy" />;
}
