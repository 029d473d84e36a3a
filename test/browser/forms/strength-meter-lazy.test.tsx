import { screen, waitFor } from '@testing-library/react';
import { SignupForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createPage } from './render-form';

// The strength meter is a chunk of its own (the page carries a loader): loaded at the field's
// first focus or value. password-strength.test.tsx covers what it shows once there.

const passwordInput = () => screen.findByLabelText('Password', { selector: 'input' });

/** The field (FieldRoot's element) around an input. */
const fieldOf = (input: HTMLElement) => {
  const field = input.closest<HTMLElement>('[data-slot="field"]');
  if (!field) throw new Error('no field around the input');
  return field;
};

/** Pixels between the input and its hint, less the field's row gap (0: nothing between). */
const roomBetween = (field: HTMLElement) => {
  const input = field.querySelector('input')?.getBoundingClientRect();
  const hint = field.querySelector('.lk-field-description')?.getBoundingClientRect();
  if (!input || !hint) throw new Error('no input and hint in the field');
  return hint.top - input.bottom - Number.parseFloat(getComputedStyle(field).rowGap);
};

/** The meter's polite live region, once the meter has loaded. */
const liveRegionOf = (field: HTMLElement) =>
  waitFor(() => {
    const region = field.querySelector<HTMLElement>('[aria-live="polite"]');
    if (!region) throw new Error('the meter has not loaded');
    return region;
  });

describe('the strength meter, loaded on demand, in Chromium', () => {
  it('is an empty box until the field is focused, then the meter with its empty live region', async () => {
    createPage('light').show(<SignupForm />);
    const input = await passwordInput();
    const field = fieldOf(input);
    expect(field.querySelector('.lk-strength')).toBeEmptyDOMElement();
    expect(field.querySelector('[aria-live]')).toBeNull();
    expect(roomBetween(field)).toBeCloseTo(0, 0);

    await userEvent.click(input);
    const region = await liveRegionOf(field);
    expect(region).toBeEmptyDOMElement();
    expect(field).not.toHaveAttribute('data-strength');
    expect(roomBetween(field)).toBeCloseTo(0, 0);
  });

  it('loads with a value set without focus (autofill) and rates it', async () => {
    createPage('light').show(<SignupForm />);
    const input = await passwordInput();
    const field = fieldOf(input);
    // What autofill does: a value and an input event, no focus.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, 'velvet orbit canyon mist');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.activeElement).not.toBe(input);
    await waitFor(() => expect(field).toHaveAttribute('data-strength', 'strong'));
    expect(await liveRegionOf(field)).toHaveTextContent('Password strength Strong');
  });
});
