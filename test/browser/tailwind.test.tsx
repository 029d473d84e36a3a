import { screen, waitFor } from '@testing-library/react';
import { LoginForm, SignupForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { showInApp } from './forms/app-page';
import { documentedOrder, useStylesheet } from './tailwind-page';

// Issue 25: latchkey/styles.css as shipped (its rules in the cascade layer `latchkey`) in an app
// built with real Tailwind CSS v4 (compiled in Node: test/browser/tailwind-css.ts), in the layer
// order docs/theming.md gives: utilities in `classNames` win without `!`, and the invalid-field
// recipe keeps the error border.

const submitOf = () => screen.findByRole('button', { name: 'Sign in' });

/** shadcn's way: colours as CSS variables, named for Tailwind by `@theme inline`. */
const shadcnTheme = `
:root { --destructive: rgb(220, 38, 38); --input: rgb(82, 82, 91); }
@theme inline { --color-destructive: var(--destructive); --color-input: var(--input); }
`;

describe('latchkey/styles.css under Tailwind CSS v4, in the documented layer order', () => {
  it('utility classes in classNames win over the stylesheet without !important', async () => {
    const root = 'p-6 bg-[rgb(1,2,3)] rounded-none text-sm';
    const submit = 'bg-[rgb(4,5,6)] rounded-none px-2';
    useStylesheet(await commands.tailwindCss(documentedOrder, [...`${root} ${submit}`.split(' ')]));
    await showInApp(<LoginForm classNames={{ root, submit }} />);
    const button = await submitOf();
    const form = getComputedStyle(button.closest('.lk-form') as Element);
    expect([
      form.paddingTop,
      form.backgroundColor,
      form.borderTopLeftRadius,
      form.fontSize,
    ]).toEqual(['24px', 'rgb(1, 2, 3)', '0px', '14px']);
    const style = getComputedStyle(button);
    expect([style.backgroundColor, style.borderTopLeftRadius, style.paddingLeft]).toEqual([
      'rgb(4, 5, 6)',
      '0px',
      '8px',
    ]);
  });

  it('a border colour on the inputs: the recipe (aria-invalid:) keeps the error border', async () => {
    const recipe = 'border-input aria-invalid:border-destructive';
    useStylesheet(await commands.tailwindCss(documentedOrder + shadcnTheme, recipe.split(' ')));
    await showInApp(<LoginForm classNames={{ input: recipe }} />);
    const email = await screen.findByLabelText('Email');
    expect(getComputedStyle(email).borderTopColor).toBe('rgb(82, 82, 91)');
    await userEvent.click(await submitOf());
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    const invalid = getComputedStyle(email);
    // The recipe's colour, at the stylesheet's error width.
    expect([invalid.borderTopColor, invalid.borderTopWidth]).toEqual(['rgb(220, 38, 38)', '2px']);
  });

  it('without the recipe a border colour class hides the error colour (why the recipe)', async () => {
    useStylesheet(await commands.tailwindCss(documentedOrder + shadcnTheme, ['border-input']));
    await showInApp(<LoginForm classNames={{ input: 'border-input' }} />);
    const email = await screen.findByLabelText('Email');
    await userEvent.click(await submitOf());
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(getComputedStyle(email).borderTopColor).toBe('rgb(82, 82, 91)');
  });
});

/**
 * Where the parts of the form land (from the form's corner: preflight's margins move the page
 * around it), their colours, visible edges and, where they hold words, their type.
 */
function looks() {
  const form = document.querySelector('.lk-form')?.getBoundingClientRect();
  const parts = document.querySelectorAll(
    '.lk-form, .lk-heading, .lk-label, .lk-input, .lk-error, .lk-field-description, .lk-toggle, .lk-toggle svg, .lk-submit, .lk-link',
  );
  return [...parts].map((part, index) => {
    const box = part.getBoundingClientRect();
    const style = getComputedStyle(part);
    // Preflight's `border: 0 solid` draws nothing, as `none` does.
    const seen = style.borderTopStyle !== 'none' && style.borderTopWidth !== '0px';
    const words = part.textContent?.trim()
      ? `${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.lineHeight}`
      : '';
    return [
      `${index} ${part.tagName.toLowerCase()}.${part.getAttribute('class')?.split(' ')[0]}`,
      [box.x - (form?.x ?? 0), box.y - (form?.y ?? 0), box.width, box.height]
        .map((n) => n.toFixed(1))
        .join(' '),
      style.color,
      style.backgroundColor,
      seen ? `${style.borderTopWidth} ${style.borderTopColor}` : 'none',
      style.outlineColor,
      words,
    ].join(' | ');
  });
}

describe("Tailwind's preflight", () => {
  it('leaves the forms as they look alone: geometry, colours and type', async () => {
    const tailwind = await commands.tailwindCss(documentedOrder, []);
    // The wrong order (latchkey's layer before Tailwind's base): the comparison sees preflight.
    const latchkeyFirst = await commands.tailwindCss(
      '@import "latchkey/styles.css";\n@import "tailwindcss";\n',
      [],
    );
    const alone = await commands.shippedStylesheet();
    await showInApp(<SignupForm onViewChange={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.querySelector('.lk-error')).not.toBeNull());
    const page = useStylesheet(alone);
    const expected = looks();
    expect(expected.length).toBeGreaterThan(10);
    page.textContent = tailwind;
    expect(looks()).toEqual(expected);
    page.textContent = latchkeyFirst;
    expect(looks()).not.toEqual(expected);
  });
});
