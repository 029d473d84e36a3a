import { screen, waitFor, within } from '@testing-library/react';
import type { AuthLocalization } from 'latchkey/ui';
import * as ui from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { showInApp } from '../forms/app-page';
import { keyboardLetters } from './keyboards';

// The word Delete account asks to be typed (issue 26 item 2), in every language: one word of
// the letters its keyboards type, stored composed (NFC), and taken by the real form in Chromium
// when typed key by key, composed or decomposed (a base letter then its combining marks, as
// dead keys and some input methods send it).

const dictionaries = Object.entries(ui).filter(
  (entry): entry is [string, AuthLocalization] =>
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    typeof (entry[1] as { deleteAccountConfirmWord?: unknown }).deleteAccountConfirmWord ===
      'string' &&
    // The pseudo-locale's word is English's, accented and bracketed: for finding truncation.
    (entry[1] as { locale?: unknown }).locale !== 'en-XA',
);

describe('the delete-confirm word', () => {
  it('is checked for every language latchkey/ui exports', () => {
    expect(dictionaries.length).toBeGreaterThanOrEqual(54);
    expect(dictionaries.map(([, t]) => t.locale).filter((tag) => !keyboardLetters[tag])).toEqual(
      [],
    );
  });

  it.each(dictionaries)('%s: one word, composed, of its keyboards’ letters', (_name, t) => {
    const word = t.deleteAccountConfirmWord;
    expect(word).toBe(word.normalize('NFC'));
    expect(word).toMatch(/^[\p{L}\p{M}]+$/u);
    expect(word).toMatch(keyboardLetters[t.locale] ?? /^$/);
    // In capitals the word is what Caps Lock types in that language (Turkish İ, German ẞ aside).
    expect(word.toLocaleUpperCase(t.locale)).toBe(word);
  });

  it.each(dictionaries)('%s: typed decomposed into the form, it deletes', async (_name, t) => {
    const word = t.deleteAccountConfirmWord;
    const onSuccess = vi.fn();
    await showInApp(<ui.DeleteAccountForm onSuccess={onSuccess} />, {
      localization: t,
      signedIn: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: t.deleteAccountSubmit }));
    const dialog = await screen.findByRole('alertdialog', { name: t.deleteAccountConfirmTitle });
    const field = within(dialog).getByLabelText(ui.fill(t, 'deleteAccountConfirmLabel', { word }));
    // Key by key (a key per code point): the decomposed form when the word has marks.
    await userEvent.type(field, word.normalize('NFD'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.deleteAccountSubmit }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ success: true }));
  });
});
