import type { Meta, StoryObj } from '@storybook/react-vite';
import { messageText, useLoginForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seedAda, seededPassword } from './support/auth-story';
import { dictionaryOf, service } from './support/play';

/**
 * `useLoginForm` under custom markup: the same validation, error table, countdown and submit
 * as `LoginForm`, with the app's own elements (every form has such a hook).
 */
function CustomLogin({ onSuccess }: { onSuccess: () => void }) {
  const { form, onSubmit, formError, formErrorRef, retryIn, isPending, t } = useLoginForm({
    onSuccess,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} aria-label="Custom sign-in" aria-busy={isPending || undefined}>
      <p>
        <label htmlFor="custom-email">Your email</label>
        <br />
        <input
          id="custom-email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'custom-email-error' : undefined}
          {...form.register('email')}
        />
        {errors.email ? <span id="custom-email-error">{messageText(errors.email, t)}</span> : null}
      </p>
      <p>
        <label htmlFor="custom-password">Your password</label>
        <br />
        <input
          id="custom-password"
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
        />
      </p>
      <div role="alert" ref={formErrorRef} tabIndex={-1}>
        {formError}
      </div>
      <button type="submit" disabled={retryIn > 0}>
        {retryIn > 0 ? `Wait ${retryIn} s` : 'Go'}
      </button>
    </form>
  );
}

const meta = {
  title: 'Headless/useLoginForm',
  component: CustomLogin,
  args: { onSuccess: fn() },
  parameters: { auth: service((auth) => seedAda(auth).then(() => {})) },
} satisfies Meta<typeof CustomLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong password: the hook's form error, in the app's own alert region. */
export const WrongCredentials: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    // The labels are the app's own; the message comes from the dictionary in force.
    await userEvent.type(canvas.getByLabelText('Your email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Your password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(t.errorInvalidCredentials),
    );
  },
};

/** Submitted empty: the hook's messages, from the dictionary. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/** Signed in through custom markup. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Your email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Your password'), seededPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
  },
};
