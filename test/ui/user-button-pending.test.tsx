import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UserButton } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';

// The menu's code is a lazy chunk: until it is here a placeholder button stands in. A press on
// it (and its focus) must not be lost. Only the first render of this file waits for the chunk
// (React.lazy keeps it once loaded), so this file has this one test.

describe('UserButton before its menu has loaded', () => {
  it('a key press on the placeholder opens the menu once it is here, focus kept', async () => {
    const app = createHarness();
    await app.signIn();
    app.renderApp(<UserButton />);
    const placeholder = screen.getByRole('button', { name: /^Account menu, / });
    expect(placeholder).toHaveAttribute('data-pending');
    expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    placeholder.focus();
    fireEvent.keyDown(placeholder, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    expect(menu).toBeTruthy();
    const button = screen.getByRole('button', { name: /^Account menu, / });
    expect(button).not.toHaveAttribute('data-pending');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  });
});
