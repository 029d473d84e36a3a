import { screen, waitFor, within } from '@testing-library/react';
import { LoginForm, ResetPasswordForm, SignupForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { zxcvbnLoader } from '../../../src/ui/password-strength/scorer-loader';
import { createPage } from './render-form';

const passwordInput = (label = 'Password') => screen.getByLabelText(label, { selector: 'input' });

/** The field (FieldRoot's element) around a password input. */
const fieldOf = (input: HTMLElement) => {
  const field = input.closest<HTMLElement>('[data-slot="field"]');
  if (!field) throw new Error('no field around the input');
  return field;
};

/** The polite live region of the field's strength. */
const liveRegionOf = (field: HTMLElement) => {
  const region = field.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('no live region in the field');
  return region;
};

/** Types `password` into the field and waits for the strength to be `strength`, shown and said. */
async function expectStrength(input: HTMLElement, password: string, strength: string) {
  await userEvent.fill(input, password);
  const field = fieldOf(input);
  const word = { weak: 'Weak', fair: 'Fair', strong: 'Strong' }[strength];
  await waitFor(() => {
    expect(field, password).toHaveAttribute('data-strength', strength);
    expect(liveRegionOf(field), password).toHaveTextContent(`Password strength ${word}`);
  });
}

// The page's modules are fetched one by one in development: past the browser's default of 250
// resource entries, the fetch of zxcvbn would not be listed.
performance.setResourceTimingBufferSize(10_000);

const zxcvbnResources = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('zxcvbn'))
    .map((entry) => entry.name);

// The first test of this file: zxcvbn is not loaded in this page before it.
describe('password strength on new-password fields, in Chromium', () => {
  it('loads zxcvbn only once a new-password field is focused, with a first guess until then', async () => {
    const load = vi.spyOn(zxcvbnLoader, 'load');
    createPage('light').show(<SignupForm />);
    const name = await screen.findByLabelText('Name');
    await userEvent.click(name);
    await userEvent.fill(name, 'Ada');
    expect(load).not.toHaveBeenCalled();
    expect(zxcvbnLoader.loaded).toBeUndefined();
    expect(zxcvbnResources()).toEqual([]);

    await userEvent.click(passwordInput());
    await waitFor(() => expect(load).toHaveBeenCalled());
    await waitFor(() => expect(zxcvbnLoader.loaded).toBeDefined());
    expect(zxcvbnResources()).not.toEqual([]);
    // The first guess calls this fair (10 letters); zxcvbn knows it as a sequence.
    await expectStrength(passwordInput(), 'abcdefghij', 'weak');
    load.mockRestore();
  });

  it('the four common passwords and anything under 8 characters are weak', async () => {
    createPage('dark').show(<SignupForm />);
    const input = await screen.findByLabelText('Password', { selector: 'input' });
    for (const password of ['password1', '12345678', 'qwertyuiop', 'iloveyou1', 'Kx7#mQ2']) {
      await expectStrength(input, password, 'weak');
    }
  });

  it('a four-word passphrase is strong, a short mix fair; data-strength follows; empty shows nothing', async () => {
    createPage('light').show(<SignupForm />);
    const input = await screen.findByLabelText('Password', { selector: 'input' });
    await expectStrength(input, 'velvet orbit canyon mist', 'strong');
    await expectStrength(input, 'tigerpiano', 'fair');
    await expectStrength(input, 'password1', 'weak');
    await expectStrength(input, 'Kx7#mQ2p', 'fair');

    await userEvent.clear(input);
    const field = fieldOf(input);
    await waitFor(() => expect(field).not.toHaveAttribute('data-strength'));
    expect(liveRegionOf(field)).toBeEmptyDOMElement();
    expect(within(field).queryByText('Weak')).toBeNull();
  });

  it('the rules stay the description; the strength is said by its live region, not described', async () => {
    createPage('light').show(<SignupForm />);
    const input = await screen.findByLabelText('Password', { selector: 'input' });
    const described = input.getAttribute('aria-describedby') ?? '';
    await expectStrength(input, 'velvet orbit canyon mist', 'strong');
    expect(input.getAttribute('aria-describedby') ?? '').toBe(described);
    const region = liveRegionOf(fieldOf(input));
    expect(region).toHaveAttribute('aria-atomic', 'true');
  });

  it('a reset of the value (signed up, the password cleared) clears the strength', async () => {
    createPage('light').show(<SignupForm />);
    await userEvent.fill(await screen.findByLabelText('Name'), 'Ada');
    await userEvent.fill(screen.getByLabelText('Email'), 'ada@example.com');
    const input = passwordInput();
    await expectStrength(input, 'velvet orbit canyon mist', 'strong');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are signed in.'));
    await waitFor(() => expect(fieldOf(passwordInput())).not.toHaveAttribute('data-strength'));
    expect(liveRegionOf(fieldOf(passwordInput()))).toBeEmptyDOMElement();
  });

  it('Reset has it on New password; Login’s current password has none', async () => {
    const page = createPage('light');
    const { unmount } = page.show(<ResetPasswordForm email="ada@example.com" />);
    await expectStrength(await screen.findByLabelText('New password'), 'iloveyou1', 'weak');
    unmount();

    page.show(<LoginForm />);
    const current = await screen.findByLabelText('Password', { selector: 'input' });
    await userEvent.fill(current, 'iloveyou1');
    expect(fieldOf(current)).not.toHaveAttribute('data-strength');
    expect(fieldOf(current).querySelector('[aria-live]')).toBeNull();
  });
});
