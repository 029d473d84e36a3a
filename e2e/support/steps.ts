import { type Locator, type Page, type TestInfo, test } from '@playwright/test';

/** Screenshots taken so far in each test, for their numbers. */
const shotCount = new WeakMap<TestInfo, number>();

const isPage = (value: Page | Record<string, Page>): value is Page =>
  typeof (value as Page).screenshot === 'function';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * One step of a flow: runs it as a Playwright step, then keeps a screenshot of each page given
 * (`NN-<step>.png` in the test's output folder): the e2e artifacts.
 */
export async function step(
  pages: Page | Record<string, Page>,
  title: string,
  body: () => Promise<void>,
): Promise<void> {
  await test.step(title, async () => {
    await body();
    const info = test.info();
    const shots: Record<string, Page> = isPage(pages) ? { '': pages } : pages;
    for (const [name, page] of Object.entries(shots)) {
      const index = (shotCount.get(info) ?? 0) + 1;
      shotCount.set(info, index);
      const label = name ? `${title} (${name})` : title;
      await page.screenshot({
        path: info.outputPath(`${String(index).padStart(2, '0')}-${slug(label)}.png`),
        fullPage: true,
      });
    }
  });
}

/**
 * A screenshot of one form alone, kept as `forms/<name>.png` in the e2e output folder:
 * `npm run screenshots` copies these into `docs/screenshots/` for the README.
 */
export async function formShot(form: Locator, name: string): Promise<void> {
  const info = test.info();
  await form.screenshot({
    path: `${info.project.outputDir}/forms/${name}.png`,
    animations: 'disabled',
  });
}

/**
 * A screenshot of what the page shows (its viewport: a dialog with its backdrop, a phone's
 * width), kept beside the form shots as `forms/<name>.png` for `npm run screenshots`.
 */
export async function pageShot(
  page: Page,
  name: string,
  clip?: { x: number; y: number; width: number; height: number },
): Promise<void> {
  const info = test.info();
  await page.screenshot({
    path: `${info.project.outputDir}/forms/${name}.png`,
    animations: 'disabled',
    ...(clip ? { clip } : {}),
  });
}
