import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { type AuthLocalization, ar, en, fill, he, LoginForm, ResetPasswordForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { contentBox, showInApp, textBox } from './app-page';
import { formCases } from './form-cases';

// Right to left (issue 18 item 3): an rtl dictionary, or a dir="rtl" page, mirrors the forms
// through logical CSS properties; the code boxes still read left to right. With the real
// Arabic and Hebrew dictionaries (their words, locale and dir).

const only = <T extends Element>(selector: string) => {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};

/** The reset form has all there is to mirror: text, a password with its toggle, code boxes. */
async function expectMirrored(t: AuthLocalization) {
  const form = only<HTMLElement>('.lk-form');
  expect(getComputedStyle(form).direction).toBe('rtl');
  const axis = contentBox(form).right;
  for (const row of form.querySelectorAll('.lk-heading, .lk-description, .lk-label')) {
    // Each text ends (starts, reading right to left) at the form's right edge.
    expect(Math.abs(textBox(row).right - axis), row.className).toBeLessThanOrEqual(1);
  }
  const input = only<HTMLInputElement>('.lk-password .lk-input').getBoundingClientRect();
  const toggle = only('.lk-toggle').getBoundingClientRect();
  // The toggle sits at the input's inline end: its left.
  expect(toggle.left).toBeCloseTo(input.left, 0);
  expect(toggle.right).toBeLessThan(input.left + input.width / 2);
  const boxes = [...form.querySelectorAll('.lk-otp-input')].map((box) => ({
    label: box.getAttribute('aria-label'),
    left: box.getBoundingClientRect().left,
  }));
  const leftToRight = [...boxes].sort((one, other) => one.left - other.left);
  expect(leftToRight.map((box) => box.label)).toEqual(
    Array.from({ length: 6 }, (_, index) =>
      fill(t, 'otpCharacterLabel', { index: index + 1, count: 6 }),
    ),
  );
}

async function expectNoViolations() {
  const { violations } = await axe.run(document, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
  });
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

const resetForm = <ResetPasswordForm email="ada@example.com" onViewChange={() => {}} />;

describe.each([
  ['ar', ar],
  ['he', he],
] as const)('%s: the forms mirror', (locale, dictionary) => {
  it.each(['light', 'dark'] as const)(
    '%s theme: mirrored, code boxes left to right, axe clean',
    async (theme) => {
      await showInApp(resetForm, { localization: dictionary, theme });
      await screen.findByRole('button', { name: dictionary.resetPasswordSubmit });
      const form = only('.lk-form');
      expect(form.getAttribute('dir')).toBe('rtl');
      expect(form.getAttribute('lang')).toBe(locale);
      await expectMirrored(dictionary);
      await expectNoViolations();
    },
  );
});

describe.each([
  ['ar', ar],
  ['he', he],
] as const)('%s: every form', (locale, dictionary) => {
  it.each(
    formCases.flatMap((form) => (['light', 'dark'] as const).map((theme) => ({ ...form, theme }))),
  )(
    '$name, $theme: lang and dir on its root, mirrored, axe clean',
    async ({ ui, signedIn, theme }) => {
      await showInApp(ui(), { localization: dictionary, theme, signedIn });
      // Rendered once its buttons are there (the signed-in forms load the session first).
      await waitFor(() => expect(document.querySelector('.lk-form button')).not.toBeNull());
      const trigger = document.querySelector<HTMLElement>('.lk-delete-account > button');
      // The delete dialog is portalled to <body>: it carries the language and direction too.
      if (trigger) {
        trigger.click();
        const dialog = await screen.findByRole('alertdialog');
        expect(dialog.getAttribute('lang')).toBe(locale);
        expect(getComputedStyle(dialog).direction).toBe('rtl');
      }
      for (const root of document.querySelectorAll<HTMLElement>('.lk-form')) {
        expect(root.getAttribute('lang')).toBe(locale);
        expect(root.getAttribute('dir')).toBe('rtl');
        expect(getComputedStyle(root).direction).toBe('rtl');
      }
      await expectNoViolations();
    },
  );
});

describe('direction from the page', () => {
  it('an ltr dictionary sets no dir: under a dir="rtl" page the form mirrors too', async () => {
    await showInApp(resetForm, { dir: 'rtl' });
    await screen.findByRole('button', { name: 'Reset password' });
    const form = only('.lk-form');
    expect(form.hasAttribute('dir')).toBe(false);
    expect(form.getAttribute('lang')).toBe('en');
    await expectMirrored(en);
  });

  it('an icon that points (class lk-flip) mirrors right to left only', async () => {
    await showInApp(
      <>
        <svg className="lk-flip" aria-hidden="true" />
        <div dir="rtl">
          <svg className="lk-flip" aria-hidden="true" />
        </div>
      </>,
    );
    const [ltr, rtl] = [...document.querySelectorAll('.lk-flip')].map(
      (icon) => getComputedStyle(icon).transform,
    );
    expect(ltr).toBe('none');
    expect(rtl).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });

  it('left to right by default: the toggle at the input’s right end', async () => {
    await showInApp(<LoginForm />);
    await screen.findByRole('button', { name: 'Sign in' });
    const input = only('.lk-password .lk-input').getBoundingClientRect();
    expect(only('.lk-toggle').getBoundingClientRect().right).toBeCloseTo(input.right, 0);
    expect(getComputedStyle(only('.lk-form')).direction).toBe('ltr');
  });
});
