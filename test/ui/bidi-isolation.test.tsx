import { screen } from '@testing-library/react';
import { ar, en, fill, messageText, UserButton, VerifyEmailForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';

// Issue 36: a value put into a sentence (an address, the service's message) keeps its
// own direction: it is bidi-isolated, between U+2068 FIRST STRONG ISOLATE and U+2069 POP
// DIRECTIONAL ISOLATE, so punctuation on either side stays where the sentence put it. How
// Chromium lays it out: test/browser/languages/bidi-isolation.test.tsx.

const isolated = (value: string) => `\u2068${value}\u2069`;

describe('values in sentences are bidi-isolated', () => {
  it('fill isolates each text value, not numbers', () => {
    expect(fill(ar, 'verifyEmailDescription', { email: 'name@example.com' })).toContain(
      `${isolated('name@example.com')}.`,
    );
    expect(
      fill(en, 'emailChangedDescription', { email: 'new@example.com', previousEmail: 'old@x.io' }),
    ).toBe(
      `Enter the 6-digit code we sent to ${isolated('new@example.com')}. You now sign in with this address, not ${isolated('old@x.io')}.`,
    );
    // The dictionary's own word is in the sentence's language.
    expect(fill(en, 'deleteAccountConfirmLabel', { word: 'DELETE' })).toBe(
      'Type DELETE to confirm',
    );
    expect(fill(en, 'retryIn', { seconds: 3 })).toBe('Try again in 3 seconds');
  });

  it('a message with a value (code sent, the service’s own words) is isolated too', () => {
    expect(messageText({ key: 'codeSent', values: { email: '+ada@example.com' } }, ar)).toContain(
      isolated('+ada@example.com'),
    );
    expect(messageText({ key: 'errorUnknown', values: { message: 'Busy.' } }, en)).toBe(
      `Something went wrong: ${isolated('Busy.')}`,
    );
  });

  it('a form shows the address isolated in its sentence', async () => {
    const app = createHarness();
    const { user } = await app.createUser({ email: 'name@example.com' });
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} localization={ar} />);
    const description = document.querySelector('.lk-description');
    expect(description?.textContent).toBe(
      ar.verifyEmailDescription.replace('{email}', isolated('name@example.com')),
    );
  });

  it('a name that is only spoken (the account button’s aria-label) is left as it is', async () => {
    const app = createHarness();
    await app.signIn();
    app.renderApp(<UserButton />);
    const button = screen.getByRole('button', { name: /^Account menu, / });
    expect(button.getAttribute('aria-label')).not.toMatch(/[\u2068\u2069]/);
  });
});
