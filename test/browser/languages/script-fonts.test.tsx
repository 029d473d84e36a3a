import { screen, waitFor } from '@testing-library/react';
import { type AuthLocalization, bn, mr, SignupForm, ta, te, th, ur } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { showInApp } from '../forms/app-page';
import { clippingProblems, reflowProblems } from '../forms/measure';
import { atWidth, isInstalled, only, wordsNotIn } from './page';

// Scripts the system UI stack has no face for on Linux (issue 26 item 2): without a family of
// their own in --lk-font, Chromium takes whatever fontconfig offers first for the script (a
// serif, or a face of another style), and a machine with none shows boxes. The stack names the
// Noto sans face of each; scripts/ensure-chromium.mjs installs them (fonts-noto-core) for tests.

const cases: [string, AuthLocalization, string, RegExp][] = [
  ['bn', bn, 'Noto Sans Bengali', /\p{Script=Bengali}/u],
  ['ta', ta, 'Noto Sans Tamil', /\p{Script=Tamil}/u],
  ['te', te, 'Noto Sans Telugu', /\p{Script=Telugu}/u],
  ['mr', mr, 'Noto Sans Devanagari', /\p{Script=Devanagari}/u],
  ['th', th, 'Noto Sans Thai', /\p{Script=Thai}/u],
  ['ur', ur, 'Noto Sans Arabic', /\p{Script=Arabic}/u],
];

/** Sign-up with its field errors shown: headings, labels, hints, errors and a button. */
async function showSignupErrors(t: AuthLocalization) {
  await showInApp(<SignupForm />, { localization: t });
  await userEvent.click(await screen.findByRole('button', { name: t.signupSubmit }));
  await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
  return only('.lk-form');
}

/** The texts whose every letter is in `script` (a Latin word or digit may use another face). */
const textsIn = (form: HTMLElement, script: RegExp) =>
  [...form.querySelectorAll<HTMLElement>('.lk-heading, .lk-label, .lk-error, .lk-submit')].filter(
    (element) =>
      script.test(element.textContent ?? '') && !/[A-Za-z]/.test(element.textContent ?? ''),
  );

describe.each(cases)('%s', (_locale, t, family, script) => {
  it(`is set in ${family}, at 320 px nothing wider or clipped`, async () => {
    const face = `${family.replaceAll(' ', '')}-Regular`;
    expect(await isInstalled(face), `${face} installed (fonts-noto-core)`).toBe(true);
    expect(await isInstalled('NoSuchFont-Regular')).toBe(false);
    await atWidth(320);
    const form = await showSignupErrors(t);
    const texts = textsIn(form, script);
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) {
      expect(wordsNotIn(text, family), text.className).toEqual([]);
    }
    expect(reflowProblems(document.body)).toEqual([]);
    expect(clippingProblems(form)).toEqual([]);
  });

  it('typed into a field, its tallest letters fit inside the input', async () => {
    await showInApp(<SignupForm />, { localization: t });
    const input = await screen.findByLabelText(t.nameLabel);
    // The dictionary's longest text: its tallest stacks of marks are in there somewhere.
    const words = Object.values(t).filter((value) => typeof value === 'string');
    const sample = words.reduce((longest, word) => (word.length > longest.length ? word : longest));
    await userEvent.fill(input, sample);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.font = getComputedStyle(input).font;
    const ink = context.measureText(sample);
    const inkHeight = ink.actualBoundingBoxAscent + ink.actualBoundingBoxDescent;
    // The input clips at its padding box: the ink (all marks above and below) fits in it.
    expect(inkHeight, `ink of "${sample}"`).toBeLessThanOrEqual(input.clientHeight);
  });
});
