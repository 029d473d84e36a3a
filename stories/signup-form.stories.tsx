import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AuthLocalization, fill, SignupForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seedAda } from './support/auth-story';
import { dictionaryOf, expectFieldError, expectFormError, service } from './support/play';

/** Sign-up: `signupUser`; a taken email is shown on the Email field. */
const meta = {
  title: 'Forms/SignupForm',
  component: SignupForm,
  args: { onSuccess: fn(), onError: fn(), onViewChange: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillAndSubmit = async (
  canvasElement: HTMLElement,
  t: AuthLocalization,
  email = 'grace@example.com',
) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t.nameLabel), 'Grace Hopper');
  await userEvent.type(canvas.getByLabelText(t.emailLabel), email);
  await userEvent.type(canvas.getByLabelText(t.passwordLabel), 'cobol-1959');
  await userEvent.click(canvas.getByRole('button', { name: t.signupSubmit }));
  return canvas;
};

/** Nothing typed yet. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.signupTitle })).toBeVisible();
    await expect(canvas.getByLabelText(t.passwordLabel)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

/** The opt-in fields: Username, Phone, Address, Avatar URL. */
export const WithOptionalFields: Story = {
  args: { optionalFields: ['username', 'phone', 'address', 'avatarUrl'] },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await expect(within(canvasElement).getByLabelText(t.avatarUrlLabel)).toBeVisible();
  },
};

/**
 * An app's terms checkbox (`consent`, its label with the app's links) and a country select
 * (`customFields`), one prop each; submitted without them, each says what it needs.
 */
export const WithConsentAndCountry: Story = {
  args: {
    consent: {
      label: (
        <>
          I agree to the <a href="#terms">Terms</a> and the <a href="#privacy">Privacy Policy</a>
        </>
      ),
      version: '2026-11',
    },
    customFields: [
      {
        name: 'country',
        label: 'Country',
        type: 'select',
        autoComplete: 'country',
        required: true,
        options: [
          { value: 'fr', label: 'France' },
          { value: 'de', label: 'Germany' },
        ],
      },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await fillAndSubmit(canvasElement, t);
    const terms = canvas.getByRole('checkbox', { name: /Terms/ });
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    await expect(terms).toHaveAccessibleDescription(t.errorConsentRequired);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      t.errorRequired,
    );
  },
};

/** Submitted empty: each field says what it needs; focus on the first. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.passwordLabel), 'short');
    await userEvent.click(canvas.getByRole('button', { name: t.signupSubmit }));
    await expectFieldError(canvasElement, t.nameLabel, t.errorNameRequired);
    // Two errors or more: focus goes to the error summary.
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('region', { name: t.errorSummaryTitle }),
      ).toHaveFocus(),
    );
    await expectFieldError(
      canvasElement,
      t.passwordLabel,
      fill(t, 'errorPasswordTooShort', { min: 8 }),
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The service is slow: the form is busy. */
export const Submitting: Story = {
  parameters: { auth: service((auth) => auth.network.setLatency(60_000, '/users/signup')) },
  play: async ({ canvasElement, globals }) => {
    const canvas = await fillAndSubmit(canvasElement, dictionaryOf({ globals }));
    await waitFor(() => expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The email has an account already: said on the Email field, nothing typed is lost. */
export const EmailTaken: Story = {
  parameters: { auth: service((auth) => seedAda(auth).then(() => {})) },
  play: async ({ canvasElement, args, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await fillAndSubmit(canvasElement, t, 'ada@example.com');
    await expectFieldError(canvasElement, t.emailLabel, t.errorEmailTaken);
    await expect(canvas.getByLabelText(t.nameLabel)).toHaveValue('Grace Hopper');
    await expect(args.onError).toHaveBeenCalled();
  },
};

/** The service cannot be reached. */
export const NetworkDown: Story = {
  parameters: { auth: service((auth) => auth.network.setOffline(true)) },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await fillAndSubmit(canvasElement, t);
    await expectFormError(canvasElement, t.errorNetwork);
  },
};

/** Created: `onSuccess` gets the new user (signed in, email not yet verified). */
export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await fillAndSubmit(canvasElement, dictionaryOf({ globals }));
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith(
        expect.objectContaining({ user: expect.objectContaining({ email: 'grace@example.com' }) }),
      ),
    );
  },
};
