import { afterEach, describe, expect, it } from 'vitest';
import { recordEnteredBeforeStart, takeEnteredBeforeStart } from './enteredBeforeStart';

/** A pre-rendered form as the build writes it: each control's default is in its markup. */
function preRenderedForm(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <form>
      <input id="name" value="">
      <input id="city" value="Janakpur">
      <input id="untouched" value="">
      <textarea id="message"></textarea>
      <select id="gender"><option value="">Choose</option><option value="Female">Female</option></select>
      <select id="class"><option value="">Choose</option><option value="Grade 1">Grade 1</option></select>
      <select id="exam"><option value="">Choose</option><option value="Final" selected>Final</option></select>
      <select id="term"><option value="">Choose</option><option value="First" selected>First</option></select>
      <input id="agreed" type="checkbox">
      <input id="news" type="checkbox" checked>
      <input id="photo" type="file">
      <input value="no id">
    </form>`;
  document.body.append(root);
  return root;
}

const control = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

afterEach(() => {
  document.body.replaceChildren();
  // Nothing recorded carries over to the next test.
  recordEnteredBeforeStart(document);
});

describe('recordEnteredBeforeStart and takeEnteredBeforeStart', () => {
  it('hand over what the parent typed, chose or ticked, and nothing for controls left as they were', () => {
    const root = preRenderedForm();
    control<HTMLInputElement>('name').value = 'Rekha Yadav';
    control<HTMLInputElement>('city').value = '';
    control<HTMLTextAreaElement>('message').value = 'Namaste!';
    control<HTMLSelectElement>('gender').value = 'Female';
    control<HTMLInputElement>('agreed').checked = true;
    control<HTMLInputElement>('news').checked = false;
    control<HTMLSelectElement>('term').value = '';

    recordEnteredBeforeStart(root);

    expect(takeEnteredBeforeStart('name')).toBe('Rekha Yadav');
    // Emptying a field that had a default is an entry too.
    expect(takeEnteredBeforeStart('city')).toBe('');
    expect(takeEnteredBeforeStart('message')).toBe('Namaste!');
    expect(takeEnteredBeforeStart('gender')).toBe('Female');
    expect(takeEnteredBeforeStart('agreed')).toBe(true);
    expect(takeEnteredBeforeStart('news')).toBe(false);
    expect(takeEnteredBeforeStart('untouched')).toBeUndefined();
    expect(takeEnteredBeforeStart('term')).toBe('');
    // A list keeps the option its markup marks, or else its first one.
    expect(takeEnteredBeforeStart('class')).toBeUndefined();
    expect(takeEnteredBeforeStart('exam')).toBeUndefined();
    expect(takeEnteredBeforeStart('no-such-field')).toBeUndefined();
  });

  it('leave file inputs out: a script cannot set a chosen file', () => {
    const root = preRenderedForm();
    const photo = control<HTMLInputElement>('photo');
    Object.defineProperty(photo, 'value', { value: 'C:\\fakepath\\aarav.png' });
    recordEnteredBeforeStart(root);
    expect(takeEnteredBeforeStart('photo')).toBeUndefined();
  });

  it('read the value when it is taken, so text typed while the app was hydrating comes too', () => {
    const root = preRenderedForm();
    control<HTMLInputElement>('name').value = 'Rekha';
    recordEnteredBeforeStart(root);
    control<HTMLInputElement>('name').value = 'Rekha Yadav';
    expect(takeEnteredBeforeStart('name')).toBe('Rekha Yadav');
  });

  it('hand each control over once', () => {
    const root = preRenderedForm();
    control<HTMLInputElement>('name').value = 'Rekha';
    recordEnteredBeforeStart(root);
    expect(takeEnteredBeforeStart('name')).toBe('Rekha');
    expect(takeEnteredBeforeStart('name')).toBeUndefined();
  });

  it('look only under the given root', () => {
    preRenderedForm();
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    control<HTMLInputElement>('name').value = 'Rekha';
    recordEnteredBeforeStart(elsewhere);
    expect(takeEnteredBeforeStart('name')).toBeUndefined();
  });
});
