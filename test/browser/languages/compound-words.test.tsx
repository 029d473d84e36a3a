import { waitFor } from '@testing-library/react';
import { type AuthLocalization, fi, hu, is } from 'latchkey/ui';
import { describe, expect, it, onTestFinished } from 'vitest';
import { showInApp } from '../forms/app-page';
import { formCases } from '../forms/form-cases';
import { reflowProblems } from '../forms/measure';
import { atWidth, textWidth } from './page';

// Hungarian, Finnish and Icelandic write long compounds as one word ("sähköpostiosoitteella",
// "Staðfestingarkóði"): on a 320 px phone with text at 200 % a button's word is wider than the
// button, and must break inside it (the forms' overflow-wrap: anywhere) rather than widen the
// page or run past the button's edge (issue 26 item 2).

/** Controls and labels whose words a long compound could push past their box. */
const boxed = '.lk-submit, .lk-secondary, .lk-link, .lk-label, .lk-heading';

/** What runs past its box: content wider than it, or text past its edges. */
function overflowing(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLElement>(boxed)].flatMap((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const past = text.left < box.left - 0.5 || text.right > box.right + 0.5;
    return element.scrollWidth > element.clientWidth + 1 || past
      ? [`${element.className} "${element.textContent}": text ${text.width} in ${box.width}`]
      : [];
  });
}

describe.each<[string, AuthLocalization]>([
  ['hu', hu],
  ['fi', fi],
  ['is', is],
])('%s', (_name, t) => {
  it.each(formCases)('$name at 320 px, text at 200 %: every word inside its box', async (form) => {
    await atWidth(320);
    document.documentElement.style.fontSize = '200%';
    onTestFinished(() => {
      document.documentElement.style.fontSize = '';
    });
    await showInApp(form.ui(), { localization: t, signedIn: form.signedIn });
    await waitFor(() => expect(document.querySelector('.lk-form button')).not.toBeNull());
    expect(reflowProblems(document.body)).toEqual([]);
    expect(overflowing(document.body)).toEqual([]);
  });

  it('a compound wider than its button breaks inside it', async () => {
    await atWidth(320);
    document.documentElement.style.fontSize = '200%';
    onTestFinished(() => {
      document.documentElement.style.fontSize = '';
    });
    // The dictionary's longest word, on a button of its own.
    const words = Object.values(t).flatMap((value) =>
      typeof value === 'string' ? value.split(/[^\p{L}]+/u) : [],
    );
    const longest = words.reduce((one, other) => (other.length > one.length ? other : one));
    await showInApp(
      <form className="lk-form" lang={t.locale}>
        <button type="submit" className="lk-submit">
          {longest}
        </button>
      </form>,
    );
    const button = document.querySelector<HTMLElement>('.lk-submit');
    if (!button) throw new Error('no button');
    // Wider than the button on one line: what this test is about.
    const probe = button.cloneNode(true) as HTMLElement;
    button.after(probe);
    probe.style.cssText = 'position: absolute; white-space: nowrap';
    const oneLine = textWidth(probe);
    probe.remove();
    expect(oneLine, longest).toBeGreaterThan(button.clientWidth);
    expect(overflowing(document.body)).toEqual([]);
    expect(reflowProblems(document.body)).toEqual([]);
  });
});
