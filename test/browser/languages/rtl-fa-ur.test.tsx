import { type AuthLocalization, fa, fill, ur } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { contentBox, textBox } from '../forms/app-page';
import { showCooldown } from './cooldown';
import { atWidth, only } from './page';

// Persian and Urdu (issue 26 item 2): right to left from their dictionaries' dir, and numbers
// in the digits Intl.NumberFormat gives for the locale. Chromium's ICU gives Persian its own
// (۰–۹) and Urdu Latin ones (0–9: CLDR's default numbering for `ur` is latn, its arabext
// digits are only the `ur-IN` default), so each is checked against what Intl says.

const digitsOf = (locale: string) => new Intl.NumberFormat(locale).format(1234567890);

describe.each([
  ['fa', fa, '۱۲۳۴۵۶۷۸۹۰'],
  ['ur', ur, '1234567890'],
] as const)('%s', (locale, t: AuthLocalization, digits) => {
  it('Intl.NumberFormat gives the digits this test expects of it', () => {
    expect(digitsOf(locale).replace(/\P{Nd}/gu, '')).toBe(digits);
  });

  it('the form is lang and dir="rtl", the countdown in its digits, mirrored at 320 px', async () => {
    await atWidth(320);
    const cooldown = await showCooldown(t);
    const button = await cooldown.at(12);
    const twelve = new Intl.NumberFormat(locale).format(12);
    expect(twelve).toBe(digits.slice(0, 2));
    expect(button.textContent).toBe(fill(t, 'resendCodeIn', { seconds: 12 }));
    expect(button.textContent).toContain(twelve);
    // No digit of another script beside them.
    const others = locale === 'fa' ? /[0-9\u0660-\u0669]/ : /[\u06f0-\u06f9\u0660-\u0669]/;
    expect(button.textContent).not.toMatch(others);
    expect(button).toBeDisabled();

    const form = only('.lk-form');
    expect(form.getAttribute('lang')).toBe(t.locale);
    expect(form.getAttribute('dir')).toBe('rtl');
    expect(getComputedStyle(form).direction).toBe('rtl');
    // Mirrored: headings and labels end (start, reading right to left) at the form's right edge.
    const axis = contentBox(form).right;
    for (const row of form.querySelectorAll('.lk-heading, .lk-label')) {
      expect(Math.abs(textBox(row).right - axis), row.textContent ?? '').toBeLessThanOrEqual(1);
    }
    // The password toggle at the input's inline end: its left.
    const input = only('.lk-password .lk-input').getBoundingClientRect();
    expect(only('.lk-toggle').getBoundingClientRect().left).toBeCloseTo(input.left, 0);
    // The countdown's words start at the right too.
    expect(Math.abs(textBox(button).right - axis)).toBeLessThanOrEqual(1);
  });
});
