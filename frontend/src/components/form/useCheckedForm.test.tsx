import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordEnteredBeforeStart } from '../../lib/enteredBeforeStart';
import { useCheckedForm, type FieldErrors } from './useCheckedForm';

interface Values {
  name: string;
  message: string;
  grade: string;
  agreed: boolean;
}

const emptyValues: Values = { name: '', message: '', grade: '', agreed: false };

function check(values: Values): FieldErrors<Values> {
  return {
    name: values.name ? undefined : 'Required',
    message: values.message ? undefined : 'Required',
    grade: values.grade ? undefined : 'Required',
    agreed: values.agreed ? undefined : 'Required',
  };
}

/** A form on the shared hook, with the kinds of control the site's forms have (plain elements: no styles needed). */
function TestForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useCheckedForm({ idPrefix: 'test', initialValues: emptyValues, check });
  const textProps = (field: 'name' | 'message') => {
    const { id, name, value, onChange } = form.textFieldProps(field);
    return { id, name, value, onChange };
  };
  return (
    <form onSubmit={form.onSubmit(onValid)}>
      <input {...textProps('name')} />
      <textarea {...textProps('message')} />
      <select
        id={form.fieldId('grade')}
        value={form.values.grade}
        onChange={(e) => form.setValue('grade', e.target.value)}
      >
        <option value="">Choose</option>
        <option value="Grade 1">Grade 1</option>
      </select>
      <input
        type="checkbox"
        id={form.fieldId('agreed')}
        checked={form.values.agreed}
        onChange={(e) => form.setValue('agreed', e.target.checked)}
      />
      <p>{form.showSummary ? 'Please fix the fields' : `${form.values.message.length} characters`}</p>
      <button type="submit">Send</button>
    </form>
  );
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe('useCheckedForm on a pre-rendered page', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  afterEach(() => {
    document.body.replaceChildren();
    recordEnteredBeforeStart(document);
    vi.restoreAllMocks();
  });

  it('takes into its state what the parent entered before the app started, with no mismatch', async () => {
    const onValid = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TestForm onValid={onValid} />);
    document.body.append(container);

    // The parent fills the pre-rendered form before the app has started.
    byId<HTMLInputElement>('test-name').value = 'Rekha Yadav';
    byId<HTMLTextAreaElement>('test-message').value = 'Namaste!';
    byId<HTMLSelectElement>('test-grade').value = 'Grade 1';
    byId<HTMLInputElement>('test-agreed').checked = true;
    byId<HTMLTextAreaElement>('test-message').focus();

    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    recordEnteredBeforeStart(container);
    await act(async () => {
      hydrateRoot(container, <TestForm onValid={onValid} />, { onRecoverableError: recoverable });
    });

    // The state has it: what it renders from it, and what a submit sends.
    expect(container.querySelector('p')).toHaveTextContent('8 characters');
    expect(byId('test-name')).toHaveValue('Rekha Yadav');
    expect(byId('test-message')).toHaveValue('Namaste!');
    expect(byId('test-grade')).toHaveValue('Grade 1');
    expect(byId('test-agreed')).toBeChecked();
    expect(byId('test-message')).toHaveFocus();
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    expect(onValid).toHaveBeenCalledExactlyOnceWith({
      name: 'Rekha Yadav',
      message: 'Namaste!',
      grade: 'Grade 1',
      agreed: true,
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps its own values for the fields the parent left alone', async () => {
    const onValid = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TestForm onValid={onValid} />);
    document.body.append(container);
    byId<HTMLInputElement>('test-name').value = 'Rekha';
    recordEnteredBeforeStart(container);
    await act(async () => {
      hydrateRoot(container, <TestForm onValid={onValid} />);
    });
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    expect(onValid).not.toHaveBeenCalled();
    expect(byId('test-name')).toHaveValue('Rekha');
    expect(byId('test-message')).toHaveValue('');
    expect(container.querySelector('p')).toHaveTextContent('Please fix the fields');
  });
});
