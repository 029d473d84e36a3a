import { screen, waitFor } from '@testing-library/react';
import { UserButton } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { loadedButton, showAccountPage } from './account-page';

// The WAI-ARIA APG menu button, in real Chromium with real key presses: Enter, Space and
// ArrowDown open the menu on its first item; arrows, Home, End and typeahead move; Escape
// closes it and focus returns to the button; Tab closes it.

const menuItems = [
  { label: 'Billing', href: '/billing' },
  { label: 'Keyboard shortcuts', onSelect: vi.fn() },
];

async function focusedButton() {
  const button = await loadedButton('Account menu, Ada Lovelace');
  button.focus();
  return button;
}

const focusedItem = () => document.activeElement?.textContent;

async function expectOpenOn(label: string) {
  await screen.findByRole('menu', { name: 'Account menu, Ada Lovelace' });
  await waitFor(() => expect(focusedItem()).toBe(label));
}

describe('UserButton: the menu button keyboard', () => {
  it.each(['{Enter}', ' ', '{ArrowDown}'])('%s opens the menu on its first item', async (key) => {
    await showAccountPage(<UserButton menuItems={menuItems} />);
    const button = await focusedButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(key);
    await expectOpenOn('Manage account');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('arrows, Home, End and typeahead move; Escape closes and focus returns', async () => {
    await showAccountPage(<UserButton menuItems={menuItems} />);
    const button = await focusedButton();
    await userEvent.keyboard('{Enter}');
    await expectOpenOn('Manage account');
    // The header (name and email) is no item: the items are these, in this order.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Manage account',
      'Billing',
      'Keyboard shortcuts',
      'Sign out',
    ]);
    expect(screen.getByRole('menu')).toHaveTextContent('ada@example.com');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedItem()).toBe('Billing'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedItem()).toBe('Sign out'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedItem()).toBe('Manage account'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedItem()).toBe('Sign out'));
    await userEvent.keyboard('k');
    await waitFor(() => expect(focusedItem()).toBe('Keyboard shortcuts'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tab closes the menu', async () => {
    await showAccountPage(<UserButton menuItems={menuItems} />);
    const button = await focusedButton();
    await userEvent.keyboard('{ArrowDown}');
    await expectOpenOn('Manage account');
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter on an action item runs it and closes the menu', async () => {
    const onSelect = vi.fn();
    await showAccountPage(<UserButton menuItems={[{ label: 'Keyboard shortcuts', onSelect }]} />);
    await focusedButton();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(focusedItem()).toBe('Keyboard shortcuts'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
