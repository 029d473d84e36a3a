import type { Meta, StoryObj } from '@storybook/react-vite';
import { fill } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignupForm } from '@/components/latchkey/signup-form';
import { seedAda } from '../support/auth-story';
import { dictionaryOf, expectFieldError, service } from '../support/play';
import { withShadcn } from './shadcn-canvas';

/** The registry's sign-up (`npx shadcn add …/signup-form.json`) over shadcn's Card and Field. */
const meta = {
  title: 'shadcn/SignupForm',
  component: SignupForm,
  decorators: [withShadcn],
  args: { onSuccess: fn(), onError: fn(), onViewChange: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await expect(within(canvasElement).getByRole('heading', { name: t.signupTitle })).toBeVisible();
  },
};

/** Submitted with a short password: the error is linked to the field. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.nameLabel), 'Grace Hopper');
    await userEvent.type(canvas.getByLabelText(t.emailLabel), 'grace@example.com');
    await userEvent.type(canvas.getByLabelText(t.passwordLabel), 'short');
    await userEvent.click(canvas.getByRole('button', { name: t.signupSubmit }));
    await expectFieldError(
      canvasElement,
      t.passwordLabel,
      fill(t, 'errorPasswordTooShort', { min: 8 }),
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The email has an account already: said on the Email field. */
export const EmailTaken: Story = {
  parameters: { auth: service((auth) => seedAda(auth).then(() => {})) },
  play: async ({ canvasElement, args, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.nameLabel), 'Ada Lovelace');
    await userEvent.type(canvas.getByLabelText(t.emailLabel), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(t.passwordLabel), 'analytical-1843');
    await userEvent.click(canvas.getByRole('button', { name: t.signupSubmit }));
    await expectFieldError(canvasElement, t.emailLabel, t.errorEmailTaken);
    await waitFor(() => expect(args.onError).toHaveBeenCalled());
  },
};

/** Submitted blank: the error summary takes focus and links each message to its field. */
export const BlankSubmit: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.signupSubmit }));
    const summary = await canvas.findByRole('region', { name: t.errorSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    // Two or more links, one per line: each a 24 px target (axe's target-size).
    expect(within(summary).getAllByRole('link').length).toBeGreaterThanOrEqual(2);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};
