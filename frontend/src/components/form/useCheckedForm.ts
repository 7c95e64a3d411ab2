/**
 * The state every parent form shares (admission, contact, result lookup): the typed values, the messages
 * of the last check, and a submit that checks first. A failed check keeps every typed value, shows each
 * message under its field and moves focus to the first field in error. What a parent entered before the app
 * started is taken into the state once the form has hydrated.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useEnteredBeforeStart, withEntered } from '../../hooks/useEnteredBeforeStart';

/** One message per field in error; a field without a message is fine. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** The fields of a form whose value is text (what an InputField edits). */
export type TextFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values];

export function hasErrors<Values>(errors: FieldErrors<Values>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * Focuses the first field marked invalid, in page order (MUI marks a field in error with aria-invalid).
 * It is centred rather than scrolled to the top edge, where a sticky header would cover it.
 */
export function focusFirstInvalidField(container: HTMLElement): void {
  const field = container.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

/** What useCheckedForm gives a form, for the parts of a form that live in their own component. */
export type CheckedForm<Values extends object> = ReturnType<typeof useCheckedForm<Values>>;

interface CheckedFormOptions<Values> {
  /** Prefix of every field's id, unique on the page. */
  idPrefix: string;
  initialValues: Values;
  check: (values: Values) => FieldErrors<Values>;
}

export function useCheckedForm<Values extends object>({ idPrefix, initialValues, check }: CheckedFormOptions<Values>) {
  const [values, setValueState] = useState(initialValues);
  const [checkErrors, setErrors] = useState<FieldErrors<Values>>({});
  // The server's messages (a refusal of what was sent): each stays until its own field changes or the next submit.
  const [serverErrors, setServerErrors] = useState<FieldErrors<Values>>({});
  const errors: FieldErrors<Values> = { ...serverErrors, ...checkErrors };
  const [submitFailed, setSubmitFailed] = useState(false);
  const fieldId = (name: keyof Values) => `${idPrefix}-${String(name)}`;

  // What a parent typed or chose before the app started (a slow phone) becomes the form's state.
  useEnteredBeforeStart(
    Object.fromEntries(Object.keys(initialValues).map((name) => [name, fieldId(name as keyof Values)])),
    (entered) => setValueState((current) => withEntered(current, entered)),
  );

  /**
   * Changes one value. Fields already showing a message are checked again, so a message leaves as soon as
   * its field is fixed (also when the fix is in another field, e.g. an email instead of a phone).
   * `checkNow` checks the changed field at once, for choices better judged on the spot (a file).
   */
  function setValue<Name extends keyof Values>(name: Name, value: Values[Name], { checkNow = false } = {}) {
    setValues({ [name]: value } as unknown as Partial<Values>, { checkNow });
  }

  /** Changes several values together, as setValue does one (a field whose entry is kept in more than one value). */
  function setValues(changes: Partial<Values>, { checkNow = false } = {}) {
    const next = { ...values, ...changes };
    const changed = Object.keys(changes) as (keyof Values)[];
    setValueState(next);
    if (changed.some((name) => serverErrors[name])) {
      setServerErrors((current) => {
        const kept = { ...current };
        for (const name of changed) delete kept[name];
        return kept;
      });
    }
    if (!checkNow && !hasErrors(checkErrors)) return;
    const found = check(next);
    setErrors((current) => {
      const updated: FieldErrors<Values> = {};
      for (const key of Object.keys(current) as (keyof Values)[]) {
        if (current[key] && found[key]) updated[key] = found[key];
      }
      if (checkNow) for (const name of changed) if (found[name]) updated[name] = found[name];
      return updated;
    });
  }

  /** Shows one field's message now, if it has one: for an entry better judged as the parent leaves it (a typed date). */
  function checkField(name: keyof Values) {
    const message = check(values)[name];
    if (message) setErrors((current) => ({ ...current, [name]: message }));
  }

  /** Props that bind an InputField to a text value: id, value, change handler, error state and message. */
  function textFieldProps(name: TextFieldName<Values>, hint?: string) {
    const message = errors[name];
    return {
      id: fieldId(name),
      name: String(name),
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.target.value as Values[typeof name]),
      error: Boolean(message),
      helperText: message ?? hint,
    };
  }

  /** A submit handler that checks every field first and calls `onValid` only when all pass. */
  function onSubmit(onValid: (values: Values) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const found = check(values);
      // Render the messages now, so the fields are marked invalid before focus looks for the first one.
      flushSync(() => {
        setErrors(found);
        setServerErrors({});
        setSubmitFailed(hasErrors(found));
      });
      if (hasErrors(found)) {
        focusFirstInvalidField(form);
        return;
      }
      onValid(values);
    };
  }

  /** Empties the form back to its first values, or to `to` (a form whose first values were a saved draft). */
  function reset(to: Values = initialValues) {
    setValueState(to);
    setErrors({});
    setServerErrors({});
    setSubmitFailed(false);
  }

  /**
   * Shows the server's message per field as a failed check does (marked fields, the summary, focus on the first
   * one in `container`). Names the form does not have are left out. Answers whether any field was marked.
   */
  function showServerErrors(found: Record<string, string>, container: HTMLElement | null): boolean {
    const known: FieldErrors<Values> = {};
    for (const name of Object.keys(initialValues) as (keyof Values & string)[]) {
      if (found[name]) known[name] = found[name];
    }
    flushSync(() => {
      setServerErrors(known);
      setSubmitFailed(hasErrors(known));
    });
    if (container && hasErrors(known)) focusFirstInvalidField(container);
    return hasErrors(known);
  }

  return {
    values,
    errors,
    /** True after a failed submit until every message is gone: time to show the summary. */
    showSummary: submitFailed && hasErrors(errors),
    setValue,
    setValues,
    checkField,
    textFieldProps,
    onSubmit,
    reset,
    showServerErrors,
    fieldId,
  };
}
