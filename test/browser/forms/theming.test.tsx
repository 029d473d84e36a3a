import { screen } from '@testing-library/react';
import { LoginForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { pageCss, showInApp } from './app-page';
import { backgroundOf, composite, contrast, parseColor } from './contrast';

// The --lk-* custom properties: an app's value on :root, a container, the form or one of its
// parts reaches the forms (a value declared on the form by styles.css would hide it). The colours
// have no value of their own: each use falls back to the default of the form's theme.

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

  it.each(['light', 'dark'] as const)(
    'a disabled submit (a countdown on it) keeps its words readable, %s: 4.5:1',
    async (theme) => {
      await showInApp(<LoginForm />, { theme });
      const submit = await submitOf();
      // The state a rate limit puts it in; the countdown itself is tested in the form tests.
      submit.setAttribute('disabled', '');
      const style = getComputedStyle(submit);
      // What is painted: the button (its opacity too) over what is behind it.
      const opacity = Number(style.opacity);
      const faded = (color: string) => {
        const { r, g, b, a } = parseColor(color);
        return { r, g, b, a: a * opacity };
      };
      const behind = backgroundOf(submit, false);
      const face = composite(faded(style.backgroundColor), behind);
      const words = composite(faded(style.color), face);
      expect(contrast(words, face)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('a colour set on the form or on one of its parts wins over the theme, in dark too', async () => {
    pageCss('.lk-form { --lk-bg: rgb(4, 5, 6); } .lk-submit { --lk-primary: rgb(7, 8, 9); }');
    await showInApp(<LoginForm />, { theme: 'dark' });
    const submit = await submitOf();
    expect(getComputedStyle(submit).backgroundColor).toBe('rgb(7, 8, 9)');
    expect(getComputedStyle(submit.closest('.lk-form') as Element).backgroundColor).toBe(
      'rgb(4, 5, 6)',
    );
  });

  it('the default colours follow the form’s theme, dark and light', async () => {
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
