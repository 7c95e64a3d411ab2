/**
 * Keeps the contact form's draft in this tab's session storage. A parent who switches to another app to look
 * something up may come back to a tab the phone unloaded in the meantime, and a Send that failed (offline) should
 * survive a reload: the draft brings the message back.
 */
import { emptyContact, type ContactValues } from './contactChecks';

const draftKey = 'contact-form-draft';

export function loadContactDraft(): ContactValues {
  try {
    const saved = window.sessionStorage.getItem(draftKey);
    if (!saved) return emptyContact;
    const draft: unknown = JSON.parse(saved);
    if (typeof draft !== 'object' || draft === null) return emptyContact;
    // Take only the known fields with the right types; anything else falls back to empty.
    const fields = draft as Record<string, unknown>;
    const text = (name: keyof ContactValues) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
    return {
      name: text('name'),
      phone: text('phone'),
      email: text('email'),
      message: text('message'),
      agreed: fields.agreed === true,
    };
  } catch {
    // Storage may be disabled (private mode) or the draft unreadable: start empty.
    return emptyContact;
  }
}

export function saveContactDraft(values: ContactValues): void {
  try {
    window.sessionStorage.setItem(draftKey, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, only without the draft.
  }
}
