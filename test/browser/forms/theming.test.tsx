import { screen } from '@testing-library/react';
import { LoginForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { pageCss, showInApp } from './app-page';

// The --lk-* custom properties are defaults on the root: an app's value on :root or on a
// container reaches the forms (a value declared on the form by styles.css would hide it).

const submitOf = async () => screen.findByRole('button', { name: 'Sign in' });

describe('theming through --lk-* custom properties', () => {
  it('a colour set on :root by the app reaches the forms, whatever the stylesheet order', async () => {
    pageCss(':root { --lk-primary: rgb(1, 2, 3); }');
    await showInApp(<LoginForm />);
    expect(getComputedStyle(await submitOf()).backgroundColor).toBe('rgb(1, 2, 3)');
  });

  it('a space set on a container reaches the forms inside it', async () => {
    pageCss('#root { --lk-space: 40px; }');
    await showInApp(<LoginForm />);
    await submitOf();
    const form = document.querySelector('.lk-form');
    if (!form) throw new Error('no form');
    expect(getComputedStyle(form).paddingTop).toBe('40px');
  });

  it('light-dark() defaults follow the form’s theme, dark and light', async () => {
    await showInApp(<LoginForm />, { theme: 'dark' });
    const form = (await submitOf()).closest('.lk-form');
    if (!form) throw new Error('no form');
    expect(getComputedStyle(form).backgroundColor).toBe('rgb(17, 24, 39)');
    form.setAttribute('data-theme', 'light');
    expect(getComputedStyle(form).backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it('the forms’ own font by default; --lk-font: initial takes the page’s', async () => {
    pageCss('body { font-family: Georgia, serif; }');
    await showInApp(<LoginForm />);
    const form = (await submitOf()).closest('.lk-form');
    if (!form) throw new Error('no form');
    expect(getComputedStyle(form).fontFamily).toMatch(/^system-ui/);
    pageCss(':root { --lk-font: initial; }');
    expect(getComputedStyle(form).fontFamily).toBe('Georgia, serif');
  });
});
