import { expect, test } from '@playwright/test';
import { consoleProblems, hydrated } from './support';

// The forms speak the visitor's language (`pickLocale` over the request's Accept-Language
// header): in the server's HTML already, and the same once hydrated (no mismatch).

test.use({ locale: 'de-DE' });

test('a German browser gets the forms in German from the first HTML on', async ({ page }) => {
  const problems = consoleProblems(page);
  const served = await page.request.get('/login', {
    headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' },
  });
  expect(await served.text()).toContain('Anmelden');

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Anmelden' });
  await hydrated(form);
  await expect(form).toHaveAttribute('lang', 'de');
  await expect(form.getByLabel('E-Mail-Adresse')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  expect(problems).toEqual([]);
});
