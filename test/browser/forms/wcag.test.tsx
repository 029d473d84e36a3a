import { waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { page as browser, commands } from 'vitest/browser';
import { formCases } from './form-cases';
import {
  clippingProblems,
  focusProblems,
  forcedBorderProblems,
  nonTextContrastProblems,
  reflowProblems,
  targetSizeProblems,
} from './measure';
import { createPage } from './render-form';

// WCAG 2.2 AA measured on every form, light, dark and forced colors (Windows High Contrast),
// with the field errors shown: axe with the wcag22aa rules, reflow at 320 px, text at 200 %,
// targets of 24 × 24, non-text contrast of borders, icons and focus rings computed from styles.

/** Theme and forced colors; `forced dark`: forced colors over a form whose data-theme is dark. */
type Mode = 'light' | 'dark' | 'forced' | 'forced dark';

/** The viewport of the measurements that are not about reflow (a laptop's). */
const wide = { width: 1024, height: 768 };

/** axe's default rules and the WCAG 2.2 AA ones it leaves off (target-size). */
async function axeProblems() {
  const results = await axe.run(document, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
  });
  const ran = [...results.passes, ...results.inapplicable, ...results.incomplete];
  expect(ran.map((rule) => rule.id)).toContain('target-size');
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
  );
}

const setViewport = async (width: number, height: number) => {
  await browser.viewport(width, height);
  await expect.poll(() => window.innerWidth).toBe(width);
};

// Vitest's default viewport again for the files after this one.
afterAll(() => browser.viewport(414, 896));

afterEach(async () => {
  document.documentElement.style.fontSize = '';
  await commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' });
});

describe.each<Mode>(['light', 'dark', 'forced', 'forced dark'])('WCAG 2.2 AA, %s', (mode) => {
  it.each(formCases)(
    '$name: axe wcag22aa, targets, contrast, focus, reflow at 320 px, text at 200 %',
    async (form) => {
      await setViewport(wide.width, wide.height);
      const forced = mode.startsWith('forced');
      await commands.emulateMedia({
        forcedColors: forced ? 'active' : 'none',
        colorScheme: mode === 'dark' ? 'dark' : 'light',
      });
      expect(matchMedia('(forced-colors: active)').matches).toBe(forced);
      const page = createPage(mode.endsWith('dark') ? 'dark' : 'light', {
        clientHasApiKey: form.apiKey ?? false,
      });
      if (form.signedIn) await page.auth.signIn();
      page.show(form.ui());
      // Borders as first shown (an invalid input's border is the error colour instead).
      await waitFor(() => expect(document.querySelector('.lk-form')).not.toBeNull());
      const initial = forced
        ? forcedBorderProblems(document.body)
        : nonTextContrastProblems(document.body);
      expect.soft(initial, 'initial: input borders, icons').toEqual([]);
      const root = await form.showErrors();

      expect.soft(await axeProblems(), 'axe').toEqual([]);
      expect.soft(targetSizeProblems(root), '2.5.8 target size').toEqual([]);
      if (forced) {
        expect.soft(forcedBorderProblems(root), 'forced colors: input borders').toEqual([]);
      } else {
        expect.soft(nonTextContrastProblems(root), '1.4.11 non-text contrast').toEqual([]);
      }
      const focus = await focusProblems(root, !forced);
      expect(focus.reached, 'controls reached by Tab').toBeGreaterThan(0);
      expect.soft(focus.problems, '2.4.7 / 1.4.11 focus ring').toEqual([]);

      await setViewport(320, 640);
      expect.soft(reflowProblems(document.body), '1.4.10 reflow at 320 px').toEqual([]);

      await setViewport(wide.width, wide.height);
      document.documentElement.style.fontSize = '200%';
      expect(getComputedStyle(root).fontSize).toBe('32px');
      expect.soft(clippingProblems(root), '1.4.4 text at 200 %').toEqual([]);
      expect
        .soft(reflowProblems(document.body), 'text at 200 %: nothing wider than the page')
        .toEqual([]);
    },
    90_000,
  );
});
