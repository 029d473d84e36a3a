import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AuthLocalization, SignupForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dictionaryOf, expectFieldError } from './support/play';

/**
 * GOV.UK's error summary: a submit that leaves two or more field errors lists them at the top
 * of the form, each a link to its field, and focus goes to it. `errorSummary={false}` turns it
 * off.
 */
const meta = {
  title: 'Forms/Error summary',
  component: SignupForm,
  args: { onSuccess: fn(), onError: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submits the sign-up form as it is; the summary, once it has focus. */
async function submitEmpty(canvasElement: HTMLElement, t: AuthLocalization) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: t.signupSubmit }));
  const summary = await canvas.findByRole('region', { name: t.errorSummaryTitle });
  await waitFor(() => expect(summary).toHaveFocus());
  return summary;
}

/** Three empty fields: three links, in the form's order, in the words shown on the fields. */
export const ThreeEmptyFields: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = dictionaryOf({ globals });
    const summary = await submitEmpty(canvasElement, t);
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      t.errorNameRequired,
      t.errorEmailRequired,
      t.errorNewPasswordRequired,
    ]);
    await expectFieldError(canvasElement, t.nameLabel, t.errorNameRequired);
    // The second link leads to Email.
    await userEvent.click(links[1] as HTMLElement);
    await expect(within(canvasElement).getByLabelText(t.emailLabel)).toHaveFocus();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The same in German (the `locale` global): "Bitte prüfen Sie Ihre Eingaben", German messages. */
export const German: Story = {
  ...ThreeEmptyFields,
  globals: { locale: 'de' },
};

/** Fixed one by one: the summary follows each submit, and one error left focuses its field. */
export const FixedOnNextSubmit: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    const summary = await submitEmpty(canvasElement, t);
    await userEvent.type(canvas.getByLabelText(t.nameLabel), 'Grace Hopper');
    await userEvent.type(canvas.getByLabelText(t.emailLabel), 'grace@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t.signupSubmit }));
    await waitFor(() => expect(canvas.getByLabelText(t.passwordLabel)).toHaveFocus());
    await expect(summary).not.toBeInTheDocument();
  },
};

/** `errorSummary={false}`: no summary; focus on the first invalid field. */
export const Off: Story = {
  args: { errorSummary: false },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.signupSubmit }));
    await expectFieldError(canvasElement, t.nameLabel, t.errorNameRequired);
    await expect(canvas.getByLabelText(t.nameLabel)).toHaveFocus();
    await expect(canvas.queryByRole('region', { name: t.errorSummaryTitle })).toBeNull();
  },
};
