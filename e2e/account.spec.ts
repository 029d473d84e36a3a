import { expect, type Page, test } from '@playwright/test';
import { accountMenu, expectSignInRefused, signIn, signOut, signUpByApi } from './support/accounts';
import { navigations } from './support/navigations';
import { formShot, pageShot, step } from './support/steps';

const home = (page: Page) => page.getByRole('heading', { name: 'Your account' });
const accountPage = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Account settings' });
const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Sign in' });

test('a profile edit persists across a reload', async ({ page }) => {
  const account = await signUpByApi(page.request, 'lin');
  const profile = page.getByRole('form', { name: 'Profile' });
  await step(page, 'signed in, the profile loaded', async () => {
    await page.goto('/');
    await expect(home(page)).toBeVisible();
    await expect(profile.getByLabel('Name', { exact: true })).toHaveValue(account.name);
  });
  await step(page, 'name and phone changed, saved', async () => {
    await profile.getByLabel('Name', { exact: true }).fill('Lin Changed');
    await profile.getByLabel('Phone').fill('+44 20 7946 0000');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByRole('status')).toHaveText('Your changes were saved.');
    await formShot(profile, 'profile');
  });
  await step(page, 'after a reload, the saved values', async () => {
    await page.reload();
    await expect(home(page)).toBeVisible();
    await expect(profile.getByLabel('Name', { exact: true })).toHaveValue('Lin Changed');
    await expect(profile.getByLabel('Phone')).toHaveValue('+44 20 7946 0000');
    await expect(profile.getByLabel('Email')).toHaveValue(account.email);
  });
});

test('a password change on /account: A stays there signed in, B is signed out', async ({
  browser,
}) => {
  const here = await browser.newContext();
  const there = await browser.newContext();
  const [a, b] = [await here.newPage(), await there.newPage()];
  const pages = { 'browser A': a, 'browser B': b };
  const account = await signUpByApi(a.request, 'mae');
  await step(pages, 'signed in in both browsers, A on the account page', async () => {
    await a.goto('/account');
    await expect(accountPage(a)).toBeVisible();
    await signIn(b, account.email, account.password);
  });
  // Where A goes from here on: nowhere (not to sign-in, not to `/login?returnTo=%2Faccount`).
  const movesOfA = navigations(a);
  const row = a.getByRole('region', { name: 'Password' });
  const form = row.getByRole('form', { name: 'Change password' });
  await step(pages, 'password changed in A: still on /account, signed in, told so', async () => {
    // The row's action opens its form in place.
    await row.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByLabel('Current password')).toBeFocused();
    await form.getByLabel('Current password').fill(account.password);
    await form.getByLabel('New password').fill('a-new-secret-2');
    await formShot(form, 'change-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    // Every session of the user ended; A's was renewed with the new password. The form
    // closes, focus back on the row's action, and the row says so.
    await expect(form).toHaveCount(0);
    await expect(row.getByRole('status')).toHaveText(
      'Your password was changed. You were signed out on your other devices.',
    );
    await expect(row.getByRole('button', { name: 'Change password' })).toBeFocused();
    await expect(a).toHaveURL(/\/account$/);
    await expect(accountPage(a)).toBeVisible();
    await expect(accountMenu(a)).toHaveAccessibleName(`Account menu, ${account.name}`);
    await expect(a.getByRole('alertdialog')).toHaveCount(0);
  });
  // B's session ended with A's change, unknown to B until it sends something: the edit typed
  // there is kept, and sent once B signs in again (WCAG 2.2.5).
  const profile = b.getByRole('form', { name: 'Profile' });
  const dialog = b.getByRole('alertdialog', {
    name: 'Your session has ended. Sign in to continue.',
  });
  // The dialog's sign-in closes it and sends the save again: it goes nowhere.
  const movesOfB = navigations(b);
  await step(pages, 'B saves an edit: asked to sign in again, the email filled in', async () => {
    await profile.getByLabel('Name', { exact: true }).fill('Mae Elsewhere');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
    await formShot(dialog, 'session-ended');
  });
  await step(pages, 'the old password fails in the dialog', async () => {
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The email or password is wrong.');
  });
  await step(pages, 'the new password works: signed in, the edit saved', async () => {
    await dialog.getByLabel('Password', { exact: true }).fill('a-new-secret-2');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(profile.getByRole('status')).toHaveText('Your changes were saved.');
    expect(movesOfB).toEqual([]);
    await b.reload();
    await expect(home(b)).toBeVisible();
    await expect(profile.getByLabel('Name', { exact: true })).toHaveValue('Mae Elsewhere');
  });
  await step(pages, 'A, after all that and a reload: still on /account, signed in', async () => {
    // B's sign-in ended no session of A's: A's own is the one made with the new password.
    expect(movesOfA).toEqual([]);
    await a.reload();
    await expect(accountPage(a)).toBeVisible();
    await expect(a.getByRole('region', { name: 'Profile' })).toContainText('Mae Elsewhere');
    expect(movesOfA).toEqual(['/account']);
  });
  await here.close();
  await there.close();
});

// The client signs in again with the new password; should that fail (here: the network drops
// it), the page stays (the account page's gate does not send to `/login?returnTo=…`, the home
// does not go to sign-in) and the form offers sign-in in place, the email filled in.
// On /account the Password row's action opens the form first.
for (const { path, who, heading, row } of [
  { path: '/', who: 'ola', heading: home, row: null },
  { path: '/account', who: 'oren', heading: accountPage, row: 'Password' },
]) {
  const card = 'Change password';
  test(`${path}: a password change whose new sign-in fails stays, and offers sign-in there`, async ({
    page,
  }) => {
    const account = await signUpByApi(page.request, who);
    await step(page, 'signed in', async () => {
      await page.goto(path);
      await expect(heading(page)).toBeVisible();
    });
    const moves = navigations(page);
    const form = page.getByRole('form', { name: card });
    const signInAgain = page.getByRole('form', { name: 'Sign in' });
    await step(page, 'changed, but the sign-in with the new password fails', async () => {
      await page.route('**/users/login', (route) => route.abort('internetdisconnected'));
      if (row) {
        await page.getByRole('region', { name: row }).getByRole('button', { name: card }).click();
      }
      await form.getByLabel('Current password').fill(account.password);
      await form.getByLabel('New password').fill('a-new-secret-3');
      await form.getByRole('button', { name: 'Change password' }).click();
      // The card now holds only what happened and the sign-in (a region, no change fields).
      const changed = page.getByRole('region', { name: card });
      await expect(changed.getByRole('status').first()).toHaveText(
        'Your password was changed. Sign in again with your new password.',
      );
      await expect(changed.getByLabel('Current password')).toHaveCount(0);
      await expect(signInAgain.getByLabel('Email')).toHaveValue(account.email);
      await expect(heading(page)).toBeVisible();
      await expect(accountMenu(page)).toHaveCount(0);
    });
    await step(page, 'signed in there with the new password: the page, as it was', async () => {
      await page.unroute('**/users/login');
      await signInAgain.getByLabel('Password', { exact: true }).fill('a-new-secret-3');
      await signInAgain.getByRole('button', { name: 'Sign in' }).click();
      await expect(signInAgain).toHaveCount(0);
      await expect(accountMenu(page)).toHaveAccessibleName(`Account menu, ${account.name}`);
      await expect(heading(page)).toBeVisible();
      expect(moves).toEqual([]);
    });
  });
}

test('delete account on /account: one move, to sign-in saying so, never through returnTo', async ({
  page,
}) => {
  const account = await signUpByApi(page.request, 'noor');
  await step(page, 'signed in, on the account page', async () => {
    await page.goto('/account');
    await expect(accountPage(page)).toBeVisible();
  });
  const moves = navigations(page);
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await step(page, 'Delete account, DELETE typed', async () => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
  });
  await step(page, 'at sign-in, told why: the only move the page made', async () => {
    await expect(signInHeading(page)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Your account was deleted.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toBeFocused();
    await expect(accountMenu(page)).toHaveCount(0);
  });
  await step(page, 'signing in again fails; still the one move', async () => {
    // A round trip to the service: time for a second move, had anything queued one.
    await expectSignInRefused(page, account.email, account.password);
    expect(moves).toEqual(['/login']);
  });
});

test('delete account: signed out, and that account cannot sign in again', async ({ page }) => {
  const account = await signUpByApi(page.request, 'kay');
  // A laptop's window, for the README's picture of the dialog over its backdrop.
  await page.setViewportSize({ width: 800, height: 540 });
  await step(page, 'signed in', async () => {
    await page.goto('/');
    await expect(home(page)).toBeVisible();
  });
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await step(page, 'the dialog asks for DELETE', async () => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog).toBeVisible();
    await pageShot(page, 'delete-dialog');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByLabel('Type DELETE to confirm')).toHaveAccessibleDescription(
      'Type DELETE exactly to confirm.',
    );
  });
  await step(page, 'DELETE typed: deleted and signed out', async () => {
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(signInHeading(page)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Your account was deleted.');
    // The dialog and its trigger are gone: focus is in the sign-in form, not lost.
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toBeFocused();
  });
  await step(page, 'signing in again fails', async () => {
    await expectSignInRefused(page, account.email, account.password);
    await page.reload();
    await expect(signInHeading(page)).toBeVisible();
  });
});

test('signing out in one tab signs out the other tab', async ({ context }) => {
  const first = await context.newPage();
  await signUpByApi(first.request, 'ray');
  const second = await context.newPage();
  const tabs = { 'tab 1': first, 'tab 2': second };
  await step(tabs, 'signed in in two tabs', async () => {
    await first.goto('/');
    await second.goto('/');
    await expect(home(first)).toBeVisible();
    await expect(home(second)).toBeVisible();
  });
  await step(tabs, 'signed out in tab 1: tab 2 follows', async () => {
    await signOut(first);
    await expect(signInHeading(first)).toBeVisible();
    await expect(signInHeading(second)).toBeVisible();
  });
});
