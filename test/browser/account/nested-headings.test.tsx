import { screen } from '@testing-library/react';
import { AccountSettings, EmailSettings } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { showEmailPage } from './email-page';
import { showSettingsPage } from './settings-page';

// Issue 36 item 5: a form inside a section with a heading of its own (the Email card's code step
// and change form, the form an account page's row opens) has its heading one level below the
// section's, and it looks one step down: smaller and lighter, not the card's twin.

/** The heading's level, size (px) and weight. */
function headingLook(name: string) {
  const heading = screen.getByRole('heading', { name });
  const style = getComputedStyle(heading);
  return {
    level: Number(heading.localName.slice(1)),
    size: Number.parseFloat(style.fontSize),
    weight: Number(style.fontWeight),
  };
}

/** The inner heading one level, and a step of size and weight, below the outer one. */
function expectStepDown(outer: string, inner: string) {
  const section = headingLook(outer);
  const form = headingLook(inner);
  expect(form.level, `${inner} under ${outer}`).toBe(section.level + 1);
  expect(form.size, `${inner} smaller than ${outer}`).toBeLessThan(section.size);
  expect(form.weight, `${inner} lighter than ${outer}`).toBeLessThan(section.weight);
}

describe('nested headings step down', () => {
  it('the Email card: its code step and its change form under “Email”', async () => {
    await showEmailPage(<EmailSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send verification code' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    expectStepDown('Email', 'Verify your email');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    await screen.findByLabelText('New email');
    const change = screen.getAllByRole('heading').find((heading) => heading.localName === 'h3');
    expect(change, 'the change form’s heading').toBeDefined();
    expectStepDown('Email', change?.textContent ?? '');
  });

  it('the account page: the form a row opens under the row’s title', async () => {
    await showSettingsPage(<AccountSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await screen.findByRole('heading', { name: 'Edit profile' });
    expectStepDown('Profile', 'Edit profile');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('heading', { name: 'Change password' });
    expectStepDown('Password', 'Change password');
  });
});
