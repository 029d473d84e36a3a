import { fireEvent, screen } from '@testing-library/react';
import { UserButton } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';

// A mouse press that starts on the placeholder ends on the real button, which replaced it when
// the menu's chunk arrived: the browser then fires no click on either. Like Radix's own trigger,
// the placeholder opens on the pointer going down, so that press is not lost. (One test: the
// lazy chunk is fetched once per file.)

describe('UserButton before its menu has loaded', () => {
  it('a pointer press on the placeholder opens the menu once it is here', async () => {
    const app = createHarness();
    await app.signIn();
    app.renderApp(<UserButton />);
    const placeholder = screen.getByRole('button', { name: /^Account menu, / });
    expect(placeholder).toHaveAttribute('data-pending');
    fireEvent.pointerDown(placeholder, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Account menu, / })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
