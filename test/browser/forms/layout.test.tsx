import { screen, waitFor } from '@testing-library/react';
import {
  ChangePasswordForm,
  DeleteAccountForm,
  LoginForm,
  ProfileForm,
  SignupForm,
  VerifyEmailForm,
} from 'latchkey/ui';
import { afterAll, describe, expect, it } from 'vitest';
import { page as browser, userEvent } from 'vitest/browser';
import { contentBox, pageCss, showInApp, textBox, viteTemplateCss } from './app-page';
import { reflowProblems } from './measure';

// The forms keep their own layout whatever the page does (issue 17, "layout"): measured in
// Chromium from where the text and boxes land, in the stock Vite template's page.

const forms = () => [...document.querySelectorAll<HTMLElement>('.lk-form')];

/** Rows of a form that must start on its one alignment axis. */
const rows = '.lk-heading, .lk-description, .lk-label, .lk-input:not(.lk-otp-input), .lk-link';

// Vitest's default viewport again for the files after this one.
afterAll(() => browser.viewport(414, 896));

describe('forms in the stock Vite template (centred #root, serif page font)', () => {
  it('Profile, Change password and Delete in one column come out the same width', async () => {
    await browser.viewport(1024, 768);
    await expect.poll(() => window.innerWidth).toBe(1024);
    pageCss(viteTemplateCss);
    await showInApp(
      <>
        <ProfileForm />
        <ChangePasswordForm />
        <DeleteAccountForm />
      </>,
      { signedIn: true },
    );
    await screen.findByDisplayValue(/Test User/);
    const widths = forms().map((form) => form.getBoundingClientRect().width);
    expect(widths).toHaveLength(3);
    // --lk-width (24rem) each: not shrunk to their fields inside the page's flex body.
    expect(widths).toEqual([384, 384, 384]);
  });

  it('text starts on one axis (not centred) in the forms’ own font', async () => {
    // The template's `button` rule would pad the forms' link buttons: in a layer ordered before
    // latchkey's, as docs/theming.md says (an unlayered one wins: the app's CSS comes first).
    pageCss(viteTemplateCss, { layer: 'reset' });
    await showInApp(<SignupForm onViewChange={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.querySelector('.lk-error')).not.toBeNull());
    const [form] = forms();
    if (!form) throw new Error('no form');
    const axis = contentBox(form).left;
    const starts = [...form.querySelectorAll(rows), ...form.querySelectorAll('.lk-error')].map(
      (row) => ({ row: row.className, start: Math.round(textBox(row).left - axis) }),
    );
    // Each row's text (an error after its bar) starts within a few px of the form's start.
    for (const { row, start } of starts) expect(start, row).toBeLessThanOrEqual(12);
    expect(getComputedStyle(form).fontFamily).toMatch(/^system-ui/);
    expect(getComputedStyle(form).textAlign).toBe('start');
  });
});

describe('layout of the parts', () => {
  it('the OTP boxes span the field; "Resend code in N seconds" starts where the rows do', async () => {
    await showInApp(<VerifyEmailForm />, { signedIn: true });
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    await userEvent.click(resend);
    await screen.findByRole('button', { name: /^Resend code in \d+ seconds?$/ });
    const boxes = [...document.querySelectorAll('.lk-otp-input')].map((box) =>
      box.getBoundingClientRect(),
    );
    const field = document.querySelector('.lk-otp')?.closest('.lk-field');
    if (!field || boxes.length !== 6) throw new Error('no code field');
    const span = field.getBoundingClientRect();
    expect(boxes[0]?.left).toBeCloseTo(span.left, 0);
    expect(boxes[5]?.right).toBeCloseTo(span.right, 0);
    expect(textBox(resend).left).toBeCloseTo(span.left, 0);
  });

  it('the empty form error and status take no room: one gap from the heading to the field', async () => {
    // A form with no description under its heading (Change password has one).
    await showInApp(<LoginForm />);
    await screen.findByRole('button', { name: 'Sign in' });
    const heading = document.querySelector('.lk-heading')?.getBoundingClientRect();
    const field = document.querySelector('.lk-field')?.getBoundingClientRect();
    const form = document.querySelector('.lk-form');
    if (!heading || !field || !form) throw new Error('no form');
    expect(field.top - heading.bottom).toBeCloseTo(
      Number.parseFloat(getComputedStyle(form).rowGap),
      0,
    );
  });

  it('an empty strength meter takes no room: the hint is one gap under the new password', async () => {
    await showInApp(<ChangePasswordForm />, { signedIn: true });
    await screen.findByRole('button', { name: 'Change password' });
    const field = document.querySelector('.lk-strength')?.closest('.lk-field');
    const input = field?.querySelector('.lk-input')?.getBoundingClientRect();
    const hint = field?.querySelector('.lk-field-description')?.getBoundingClientRect();
    if (!field || !input || !hint) throw new Error('no new-password field with its hint');
    const gap = Number.parseFloat(getComputedStyle(field).rowGap);
    expect(hint.top - input.bottom).toBeCloseTo(gap, 0);
  });

  it('hint and error are one block: the error directly follows the hint, in its colour', async () => {
    await showInApp(<ChangePasswordForm />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(document.querySelectorAll('.lk-error').length).toBe(2));
    const hinted = [...document.querySelectorAll('.lk-field')].filter((field) =>
      field.querySelector('.lk-field-description'),
    );
    expect(hinted.length).toBeGreaterThan(0);
    for (const field of hinted) {
      const hint = field.querySelector('.lk-field-description');
      const error = field.querySelector('.lk-error');
      if (!hint || !error) throw new Error('a hinted field without its error');
      expect(getComputedStyle(hint).color).toBe(getComputedStyle(error).color);
      const gap = error.getBoundingClientRect().top - hint.getBoundingClientRect().bottom;
      expect(Math.abs(gap)).toBeLessThanOrEqual(1);
    }
  });

  it('a long email wraps at 375 px instead of widening the page', async () => {
    await browser.viewport(375, 700);
    await expect.poll(() => window.innerWidth).toBe(375);
    const email = 'firstname.middlename.lastname.department@subdomain.organisation-example.com';
    await showInApp(<VerifyEmailForm email={email} userId="u1" />);
    await screen.findByText((text) => text.includes(email));
    expect(reflowProblems(document.body)).toEqual([]);
  });
});
