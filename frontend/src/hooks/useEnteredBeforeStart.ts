import { useEffect, useEffectEvent } from 'react';
import { takeEnteredBeforeStart, type EnteredValue } from '../lib/enteredBeforeStart';

/**
 * Hands a form, once it has mounted, what the parent typed or chose in its fields before the app started
 * (lib/enteredBeforeStart), by field name; `adopt` is not called when they entered nothing. It runs in an effect,
 * after hydration, so the hydration render still matches the pre-rendered HTML. The fields keep their DOM nodes
 * through hydration, so focus and caret stay where the parent left them.
 */
export function useEnteredBeforeStart<Name extends string>(
  fieldIds: Record<Name, string>,
  adopt: (entered: Partial<Record<Name, EnteredValue>>) => void,
): void {
  const adoptEntered = useEffectEvent(() => {
    const entered: Partial<Record<Name, EnteredValue>> = {};
    for (const name of Object.keys(fieldIds) as Name[]) {
      const value = takeEnteredBeforeStart(fieldIds[name]);
      if (value !== undefined) entered[name] = value;
    }
    if (Object.keys(entered).length > 0) adopt(entered);
  });
  useEffect(() => adoptEntered(), []);
}

/**
 * `values` with what was entered put in, for the fields whose value is of the same kind (text into a text field, a
 * tick into a checkbox's boolean); a file field, or a field the form does not know, is left as it is.
 */
export function withEntered<Values extends object>(
  values: Values,
  entered: Partial<Record<string, EnteredValue>>,
): Values {
  const next = { ...values };
  for (const [name, value] of Object.entries(entered)) {
    if (name in values && typeof value === typeof values[name as keyof Values]) {
      (next as Record<string, unknown>)[name] = value;
    }
  }
  return next;
}
