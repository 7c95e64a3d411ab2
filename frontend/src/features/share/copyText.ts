/**
 * Copies text to the clipboard: the Clipboard API first, and where it is missing or refused (an old browser,
 * a page not served over https), the older select-and-copy way through a hidden textarea.
 * Resolves true when one of them worked.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // refused: fall back below
    }
  }
  return copyBySelection(text, doc);
}

/** The pre-Clipboard-API way: select the text in an off-screen textarea and run the copy command. */
export function copyBySelection(text: string, doc: Document = document): boolean {
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  // Read-only keeps phones from opening the keyboard; off-screen and hidden keeps it out of sight and speech.
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.tabIndex = -1;
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  const previouslyFocused = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  doc.body.appendChild(textarea);
  try {
    // The copy command copies the focused selection; select() alone does not focus in every browser.
    textarea.focus({ preventScroll: true });
    textarea.select();
    textarea.setSelectionRange(0, text.length);
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previouslyFocused?.focus();
  }
}
