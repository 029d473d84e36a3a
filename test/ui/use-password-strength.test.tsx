import { renderHook, waitFor } from '@testing-library/react';
import { en, strengthWords, usePasswordStrength } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { zxcvbnLoader } from '../../src/ui/password-strength/scorer-loader';

// The drop-in meter's rating for an app's own markup (the shadcn registry's sign-up form).

describe('usePasswordStrength', () => {
  it('says nothing for an empty password, and loads nothing for it', () => {
    const load = vi.spyOn(zxcvbnLoader, 'load');
    const { result } = renderHook(() => usePasswordStrength(''));
    expect(result.current).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    load.mockRestore();
  });

  it('rates with the first guess at once, then with zxcvbn once it has loaded', async () => {
    expect(zxcvbnLoader.loaded).toBeUndefined();
    const load = vi.spyOn(zxcvbnLoader, 'load');
    const { result, rerender } = renderHook(({ password }) => usePasswordStrength(password), {
      initialProps: { password: 'monkeydragon' },
    });
    // Twelve letters: fair at first sight; two of the most common passwords to zxcvbn.
    expect(result.current).toBe('fair');
    expect(load).toHaveBeenCalledOnce();
    // The load itself is the event to wait for (a cold module import can take seconds).
    await load.mock.results[0]?.value;
    await waitFor(() => expect(result.current).toBe('weak'));
    load.mockRestore();
    rerender({ password: 'velvet orbit canyon mist' });
    expect(result.current).toBe('strong');
    rerender({ password: '' });
    expect(result.current).toBeUndefined();
  });

  it('names each strength by its dictionary key', () => {
    expect(en[strengthWords.weak]).toBe('Weak');
    expect(en[strengthWords.fair]).toBe('Fair');
    expect(en[strengthWords.strong]).toBe('Strong');
  });
});
