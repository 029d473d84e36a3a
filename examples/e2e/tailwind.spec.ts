import { expect, test } from '@playwright/test';
import { hydrated } from './support';

// The Next.js example is a default create-next-app app: Tailwind CSS 4 on. Its preflight (the
// reset: no margins, `border: 0 solid`, bare buttons and inputs, every svg a block) and its
// utilities are in cascade layers, and latchkey's rules in their own layer between the two
// (app/globals.css orders them), so they win over preflight where they say something. The forms must look the same with Tailwind's layers as without them: each part's
// place and size in its form, colours, borders, backgrounds, spacing, and the font of its text.
// (An example without Tailwind has no layers to take out: the two looks are the same page.)

/** How every part of the page's forms looks, keyed by its place in the form. */
function formLook(): Record<string, string> {
  const look: Record<string, string> = {};
  const painted = [
    'display',
    'color',
    'background-color',
    'background-image',
    'border-top-width',
    'border-right-width',
    'border-bottom-width',
    'border-left-width',
    'border-top-color',
    'border-radius',
    'box-shadow',
    'outline-style',
    'margin',
    'padding',
    'opacity',
  ];
  const text = ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing'];
  document.querySelectorAll('form.lk-form').forEach((form, formIndex) => {
    const origin = form.getBoundingClientRect();
    [form, ...form.querySelectorAll('*')].forEach((element, index) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const values = [
        `box ${Math.round(box.x - origin.x)},${Math.round(box.y - origin.y)} ${Math.round(box.width)}x${Math.round(box.height)}`,
        ...[...painted, ...(hasText ? text : [])].map(
          (name) => `${name}: ${style.getPropertyValue(name)}`,
        ),
      ];
      const key = `form ${formIndex} #${index} ${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
      look[key] = values.join('; ');
    });
  });
  return look;
}

for (const path of ['/login', '/signup']) {
  test(`${path}: the app's cascade layers (Tailwind's) change nothing the forms look like`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page.locator('form.lk-form').first());
    const withLayers = await page.evaluate(formLook);
    expect(Object.keys(withLayers).length, 'form parts on the page').toBeGreaterThan(5);
    const removed = await page.evaluate(() => {
      let count = 0;
      for (const sheet of document.styleSheets) {
        for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
          const rule = sheet.cssRules[i];
          // The app's layers (Tailwind's), not latchkey's own.
          if (rule instanceof CSSLayerBlockRule && rule.name !== 'latchkey') {
            sheet.deleteRule(i);
            count++;
          }
        }
      }
      return count;
    });
    if (test.info().config.metadata.framework === 'next') {
      expect(removed, "Tailwind's layers in the built CSS").toBeGreaterThan(0);
    }
    const withoutLayers = await page.evaluate(formLook);
    const differences = Object.keys(withLayers)
      .filter((key) => withLayers[key] !== withoutLayers[key])
      .map((key) => `${key}\n  with:    ${withLayers[key]}\n  without: ${withoutLayers[key]}`);
    expect(differences).toEqual([]);
  });
}

test("the built CSS has the template's Tailwind utilities (its layout's classes)", async ({
  page,
}) => {
  test.skip(
    test.info().config.metadata.framework !== 'next',
    'only the Next.js template has Tailwind',
  );
  await page.goto('/login');
  // The root layout's classes, as create-next-app writes them.
  for (const name of ['min-h-full', 'flex', 'flex-col', 'h-full', 'antialiased']) {
    await expect(page.locator(`.${name}`).first(), name).toBeAttached();
  }
  const utilities = await page.evaluate(() => {
    const found: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) found.push(rule.selectorText);
        else if (rule instanceof CSSGroupingRule) visit(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    return found;
  });
  for (const selector of ['.min-h-full', '.flex', '.flex-col', '.h-full', '.antialiased']) {
    expect(utilities, selector).toContain(selector);
  }
  expect(await page.evaluate(() => getComputedStyle(document.body).flexDirection)).toBe('column');
});
