/**
 * What a parent typed or chose on the pre-rendered page before the app started. The app starts only after the page
 * has loaded (vite/startAfterLoad.js), so on a slow phone a parent may already be filling in a form. Hydration keeps
 * the typed text on screen, but React's state still holds the form's empty values, and the next render of a field
 * would wipe it. So the app notes, just before it hydrates, which fields differ from their pre-rendered defaults
 * (hydration overwrites those defaults), and each form takes its fields' values into its state once it has hydrated.
 */

/** A text field's or a select's value, or a checkbox's or radio button's tick. */
export type EnteredValue = string | boolean;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The controls the parent changed before the app started, by id. Their live values are read when taken. */
const changedControls = new Map<string, Control>();

function isChanged(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (options.length === 0) return false;
    if (control.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // A list with no option marked selected in the markup shows its first one.
    const marked = options.map((option) => option.defaultSelected).lastIndexOf(true);
    return control.selectedIndex !== Math.max(marked, 0);
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

function valueOf(control: Control): EnteredValue {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked;
  }
  return control.value;
}

/**
 * Notes the controls under `root` whose value or tick the parent changed from the pre-rendered one. Call it just
 * before hydration. File inputs are left out: a script cannot set a chosen file, so the parent chooses it again.
 */
export function recordEnteredBeforeStart(root: ParentNode): void {
  changedControls.clear();
  for (const control of root.querySelectorAll<Control>('input[id], textarea[id], select[id]')) {
    if (control instanceof HTMLInputElement && control.type === 'file') continue;
    if (isChanged(control)) changedControls.set(control.id, control);
  }
}

/**
 * What the parent entered before the app started in the control with this id, read now (so it includes anything
 * typed while the app was hydrating), or undefined when they left it as it was. Each control is handed over once:
 * a form that mounts later (the parent navigated away and back) starts from its own values.
 */
export function takeEnteredBeforeStart(id: string): EnteredValue | undefined {
  const control = changedControls.get(id);
  changedControls.delete(id);
  return control && valueOf(control);
}
