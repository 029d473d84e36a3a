import { screen, waitFor, within } from '@testing-library/react';
import { AuthFlow, AuthUIProvider, de, type SignupCustomField, SignupForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createHarness } from '../react/harness';
import { expectFieldError, expectSummaryFocused, sent, setupUser } from './helpers';

// Issue 38 item 1: sign-up's app fields beyond text, each with its own kind, label,
// autocomplete, rule, help and errors; their values typed in `extra`.

type User = ReturnType<typeof setupUser>;

const fields = [
  {
    name: 'country',
    label: 'Country',
    type: 'select',
    autoComplete: 'country',
    required: true,
    options: [
      { value: 'fr', label: 'France' },
      { value: 'de', label: 'Germany' },
    ],
  },
  {
    name: 'seats',
    label: 'Seats',
    type: 'number',
    description: 'How many people will use it.',
    schema: z.number().check(z.minimum(1, 'At least one seat.')),
  },
  { name: 'birthday', label: 'Birthday', type: 'date', autoComplete: 'bday' },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
  { name: 'newsletter', label: 'Send me the newsletter', type: 'checkbox' },
] as const satisfies readonly SignupCustomField[];

async function fillNamed(u: User, email: string) {
  await u.type(screen.getByLabelText('Name'), 'Ada');
  await u.type(screen.getByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password'), 'analytical-engine');
}

const submit = (u: User) => u.click(screen.getByRole('button', { name: 'Create account' }));

describe('SignupForm typed custom fields', () => {
  it('shows each kind with its label, autocomplete and help, checks it, and sends typed values', async () => {
    const app = createHarness();
    const onSuccess = vi.fn();
    app.renderApp(<SignupForm customFields={fields} onSuccess={onSuccess} />);
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveAttribute('autocomplete', 'country');
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an option', 'France', 'Germany']);
    const seats = screen.getByRole('spinbutton', { name: 'Seats' });
    expect(seats).toHaveAccessibleDescription('How many people will use it.');
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('type', 'date');
    const website = screen.getByRole('textbox', { name: 'Website' });
    expect(website).toHaveAttribute('type', 'url');
    const newsletter = screen.getByRole('checkbox', { name: 'Send me the newsletter' });

    const u = setupUser();
    await fillNamed(u, 'typed@example.test');
    await u.type(seats, '0');
    await u.type(website, 'example');
    app.clearRequests();
    await submit(u);
    // Three errors: the summary lists them in the fields' order, each in its own words.
    const summary = await expectSummaryFocused();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'This field is required.',
      'At least one seat.',
      'Enter a full web address, starting with https://.',
    ]);
    await expectFieldError(country, 'This field is required.');
    await expectFieldError(seats, 'At least one seat.');
    expect(sent(app, 'signup')).toEqual([]);

    await u.click(within(summary).getAllByRole('link')[1] as HTMLElement);
    expect(seats).toHaveFocus();
    await u.selectOptions(country, 'fr');
    await u.clear(seats);
    await u.type(seats, '12');
    await u.type(screen.getByLabelText('Birthday'), '1990-05-17');
    await u.clear(website);
    await u.type(website, 'https://ada.example');
    await u.click(newsletter);
    await submit(u);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const record = await app.service.store.getUser('test-app', { email: 'typed@example.test' });
    expect(record?.extra).toEqual({
      country: 'fr',
      seats: 12,
      birthday: '1990-05-17',
      website: 'https://ada.example',
      newsletter: true,
    });
  });

  it('sends an unticked checkbox as false and leaves an empty optional field out', async () => {
    const app = createHarness();
    const onSuccess = vi.fn();
    app.renderApp(
      <SignupForm
        customFields={[
          { name: 'newsletter', label: 'Newsletter', type: 'checkbox' },
          { name: 'seats', label: 'Seats', type: 'number' },
        ]}
        onSuccess={onSuccess}
      />,
    );
    const u = setupUser();
    await fillNamed(u, 'unticked@example.test');
    await submit(u);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const record = await app.service.store.getUser('test-app', { email: 'unticked@example.test' });
    expect(record?.extra).toEqual({ newsletter: false });
  });

  it("shows the service's refusal of an app field on that field", async () => {
    const app = createHarness();
    app.renderApp(
      <SignupForm
        customFields={[
          { name: 'newsletter', label: 'Newsletter', type: 'checkbox' },
          // A name that reads as a privilege: the service refuses it, on that field.
          { name: 'verifiedBuyer', label: 'I bought before', type: 'checkbox' },
        ]}
      />,
    );
    const u = setupUser();
    await fillNamed(u, 'refused@example.test');
    await submit(u);
    const refused = screen.getByRole('checkbox', { name: 'I bought before' });
    await expectFieldError(refused, 'Reserved field');
    expect(refused).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it("says the built-in messages in the form's language", async () => {
    const app = createHarness();
    app.renderApp(
      <AuthUIProvider localization={de}>
        <SignupForm customFields={[fields[0], { ...fields[3], required: true }]} />
      </AuthUIProvider>,
    );
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: de.signupSubmit }));
    await expectFieldError(screen.getByRole('combobox', { name: 'Country' }), de.errorRequired);
    expect(screen.getByRole('option', { name: de.selectPlaceholder })).toBeInTheDocument();
  });
});

describe('SignupForm consent', () => {
  const consent = {
    label: (
      <>
        I agree to the <a href="/terms">Terms</a> and the <a href="/privacy">Privacy Policy</a>
      </>
    ),
    version: '2026-11',
  };

  it('refuses the submit with the error on the checkbox until it is ticked, then sends when and what was agreed to', async () => {
    const app = createHarness();
    const onSuccess = vi.fn();
    app.renderApp(<SignupForm consent={consent} onSuccess={onSuccess} />);
    const box = screen.getByRole('checkbox', {
      name: 'I agree to the Terms and the Privacy Policy',
    });
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    const u = setupUser();
    await fillNamed(u, 'consent@example.test');
    app.clearRequests();
    await submit(u);
    await expectFieldError(box, 'Tick the box to agree before you create your account.');
    expect(box).toHaveFocus();
    expect(sent(app, 'signup')).toEqual([]);

    const before = new Date().toISOString();
    await u.click(box);
    await submit(u);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const record = await app.service.store.getUser('test-app', { email: 'consent@example.test' });
    const extra = record?.extra as { consent: { version: string; acceptedAt: string } };
    const accepted = extra.consent;
    expect(accepted.version).toBe('2026-11');
    expect(accepted.acceptedAt >= before).toBe(true);
    expect(new Date(accepted.acceptedAt).toISOString()).toBe(accepted.acceptedAt);
  });

  it("is AuthFlow's sign-up too, given as `signup={{ consent }}`", async () => {
    const app = createHarness();
    app.renderApp(<AuthFlow defaultView="signup" signup={{ consent }} />);
    const u = setupUser();
    await fillNamed(u, 'flow-consent@example.test');
    app.clearRequests();
    await submit(u);
    const box = screen.getByRole('checkbox', { name: /I agree to the Terms/ });
    await expectFieldError(box, 'Tick the box to agree before you create your account.');
    expect(sent(app, 'signup')).toEqual([]);
  });
});
