import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AuthLocalization, SignupForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dictionaryOf } from './support/play';

/**
 * The strength of a new password (Signup, Reset, Change): a bar and "Weak" / "Fair" / "Strong"
 * in a polite live region under the field, `data-strength` on the field. zxcvbn loads when the
 * field is first focused; a first guess rates until then.
 */
const meta = {
  title: 'Forms/Password strength',
  component: SignupForm,
  args: { onSuccess: fn(), onError: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  weak: 'passwordStrengthWeak',
  fair: 'passwordStrengthFair',
  strong: 'passwordStrengthStrong',
} as const;

/** Types `password` and waits for the field to show and say `strength` (zxcvbn's verdict). */
async function typeAndExpect(
  canvasElement: HTMLElement,
  t: AuthLocalization,
  password: string,
  strength: keyof typeof words,
) {
  const input = within(canvasElement).getByLabelText(t.passwordLabel);
  await userEvent.type(input, password);
  const field = input.closest<HTMLElement>('[data-slot="field"]');
  await waitFor(() => {
    expect(field).toHaveAttribute('data-strength', strength);
    // The meter (and its live region) loads on first focus: look it up each time.
    expect(field?.querySelector('[aria-live="polite"]')).toHaveTextContent(
      `${t.passwordStrengthLabel} ${t[words[strength]]}`,
    );
  });
}

/** One of the most common passwords: weak. */
export const Weak: Story = {
  play: async ({ canvasElement, globals }) => {
    await typeAndExpect(canvasElement, dictionaryOf({ globals }), 'iloveyou1', 'weak');
  },
};

/** Ten lower-case letters, two words: fair. */
export const Fair: Story = {
  play: async ({ canvasElement, globals }) => {
    await typeAndExpect(canvasElement, dictionaryOf({ globals }), 'tigerpiano', 'fair');
  },
};

/** Four random words: strong. */
export const Strong: Story = {
  play: async ({ canvasElement, globals }) => {
    await typeAndExpect(
      canvasElement,
      dictionaryOf({ globals }),
      'velvet orbit canyon mist',
      'strong',
    );
  },
};
