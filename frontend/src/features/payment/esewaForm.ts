/**
 * Handing the browser to eSewa. The server answers an HTML form; the site's CSP allows no inline script, so
 * the page's own code inserts the form, submits it and removes it after 5 seconds (spec). The form is rebuilt
 * from the parsed answer (its action and its hidden fields only), so nothing else in that HTML reaches the page.
 */
export const formRemovalDelayMs = 5000;

export function buildEsewaForm(html: string, doc: Document = document): HTMLFormElement | undefined {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const source = parsed.querySelector('form');
  const action = source?.getAttribute('action') ?? '';
  let url: URL;
  try {
    url = new URL(action);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const inputs = Array.from(source?.querySelectorAll('input[name]') ?? []) as HTMLInputElement[];
  if (inputs.length === 0) return undefined;

  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = url.href;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  form.dataset.esewaForm = '';
  for (const input of inputs) {
    const field = doc.createElement('input');
    field.type = 'hidden';
    field.name = input.name;
    field.value = input.getAttribute('value') ?? '';
    form.append(field);
  }
  return form;
}

/** Inserts and submits the form; it is removed after 5 seconds (or by the returned function). */
export function submitEsewaForm(form: HTMLFormElement, doc: Document = document): () => void {
  doc.body.append(form);
  const timer = setTimeout(() => form.remove(), formRemovalDelayMs);
  form.submit();
  return () => {
    clearTimeout(timer);
    form.remove();
  };
}

/** Removes a form left behind, e.g. when the parent comes back with the browser's Back button. */
export function removeLeftoverEsewaForms(doc: Document = document): void {
  doc.querySelectorAll('form[data-esewa-form]').forEach((form) => form.remove());
}
