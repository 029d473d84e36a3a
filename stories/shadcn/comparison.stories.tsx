import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignupForm as DropInSignupForm } from 'latchkey/ui';
import { expect, fn, within } from 'storybook/test';
import { SignupForm } from '@/components/latchkey/signup-form';
import { dictionaryOf } from '../support/play';
import { withShadcn } from './shadcn-canvas';

/**
 * The registry's sign-up beside the drop-in `<SignupForm>` themed with shadcn's tokens
 * (docs/theming.md), in one shadcn app: docs/images/shadcn-signup.png is this story
 * (scripts/shadcn-screenshot.mjs).
 */
const meta = {
  title: 'shadcn/Beside the drop-in',
  decorators: [withShadcn],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Left the shadcn item, right the drop-in form. Each form is named by its heading, so the two
 * side by side share a name: axe's landmark-unique (best practice) is off here only, for a page
 * that exists to show two sign-up forms at once.
 */
export const SignUp: Story = {
  parameters: { a11y: { options: { rules: { 'landmark-unique': { enabled: false } } } } },
  render: () => (
    <>
      <figure className="grid w-full max-w-sm grid-cols-1 gap-2">
        <figcaption className="text-muted-foreground text-sm">
          shadcn registry: signup-form
        </figcaption>
        <SignupForm onSuccess={fn()} />
      </figure>
      <figure className="grid w-full max-w-sm grid-cols-1 gap-2">
        <figcaption className="text-muted-foreground text-sm">
          Drop-in: &lt;SignupForm&gt;
        </figcaption>
        <div className="bg-card rounded-xl border p-6">
          <DropInSignupForm onSuccess={fn()} />
        </div>
      </figure>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const headings = within(canvasElement).getAllByRole('heading', { name: t.signupTitle });
    await expect(headings).toHaveLength(2);
  },
};
