import { screen } from '@testing-library/react';
import { SignupForm, ur } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { pageCss, showInApp } from '../forms/app-page';
import { clippingProblems, reflowProblems } from '../forms/measure';
import { atWidth, isInstalled, only, wordsNotIn } from './page';

// Urdu is written in Nastaliq, whose letters climb and fall far past a Naskh line: the default
// stack sets it in Noto Sans Arabic (as Android and Windows show Urdu), and an app that names
// Noto Nastaliq Urdu in --lk-font gets inputs and buttons tall enough for its letters.

/** How tall `text`'s ink (every mark above and below) is in `element`'s font. */
function inkHeight(element: HTMLElement, text: string): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.font = getComputedStyle(element).font;
  const ink = context.measureText(text);
  return ink.actualBoundingBoxAscent + ink.actualBoundingBoxDescent;
}

describe('Urdu in Nastaliq (--lk-font set by the app)', () => {
  it('at 320 px its letters fit the inputs and buttons; nothing wider or clipped', async () => {
    expect(await isInstalled('NotoNastaliqUrdu-Regular')).toBe(true);
    pageCss(':root { --lk-font: "Noto Nastaliq Urdu", serif; }');
    await atWidth(320);
    await showInApp(<SignupForm />, { localization: ur });
    const submit = await screen.findByRole('button', { name: ur.signupSubmit });
    expect(wordsNotIn(submit, 'Noto Nastaliq Urdu')).toEqual([]);
    const input = await screen.findByLabelText(ur.nameLabel);
    // The dictionary's longest text: its tallest letters are in there somewhere.
    const texts = Object.values(ur).filter((value) => typeof value === 'string');
    const sample = texts.reduce((longest, text) => (text.length > longest.length ? text : longest));
    await userEvent.fill(input, sample);
    // An input clips its text at its padding box: the ink fits inside it.
    expect(inkHeight(input, sample), sample).toBeLessThanOrEqual(input.clientHeight);
    expect(inkHeight(submit, ur.signupSubmit)).toBeLessThanOrEqual(submit.clientHeight);
    // Nothing wider than the page, no input or button whose text is taller than itself.
    expect(reflowProblems(document.body)).toEqual([]);
    // (A long value scrolls sideways in its input, as in any language: heights only there.)
    const tall = [...only('.lk-form').querySelectorAll<HTMLElement>('.lk-input, .lk-submit')]
      .filter((control) => control.scrollHeight > control.clientHeight + 1)
      .map((control) => `${control.className}: ${control.scrollHeight} in ${control.clientHeight}`);
    expect(tall).toEqual([]);
    expect(clippingProblems(submit)).toEqual([]);
  });
});
