import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { ar, UserButton } from 'latchkey/ui';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { page as browser, commands, userEvent } from 'vitest/browser';
import { backgroundOf, contrast } from '../forms/contrast';
import {
  clippingProblems,
  focusProblems,
  reflowProblems,
  targetSizeProblems,
} from '../forms/measure';
import { loadedButton, longAda, showAccountPage } from './account-page';

// WCAG 2.2 AA measured on the account button and its open menu, light, dark and forced colors,
// as test/browser/forms/wcag.test.tsx does for the forms: axe wcag22aa, 24 × 24 targets, the
// focus ring, the highlighted item at 3:1 against the menu, reflow at 320 px with a long name
// and email, text at 200 %; and right to left.

type Mode = 'light' | 'dark' | 'forced' | 'forced dark';

/**
 * axe's default rules and the WCAG 2.2 AA ones. With the menu open, but for `region`: the menu
 * is portalled to <body>, outside the page's landmarks, as every popup menu is (axe exempts
 * dialogs from that best practice, not menus); it is named by its button and owned by it.
 */
async function axeProblems(menuOpen = false) {
  const results = await axe.run(document, {
    ...(menuOpen ? { rules: { region: { enabled: false } } } : {}),
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
  );
}

const setViewport = async (width: number, height: number) => {
  await browser.viewport(width, height);
  await expect.poll(() => window.innerWidth).toBe(width);
};

const items = [{ label: 'Billing', href: '/billing' }];

async function openMenu(name: RegExp) {
  const button = await loadedButton(name);
  button.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.querySelector('[data-highlighted]')).not.toBeNull());
  return menu;
}

afterAll(() => browser.viewport(414, 896));
afterEach(async () => {
  document.documentElement.style.fontSize = '';
  await commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' });
});

describe.each<Mode>(['light', 'dark', 'forced', 'forced dark'])('WCAG 2.2 AA, %s', (mode) => {
  it('UserButton and its menu: axe, targets, focus, contrast, reflow, 200 %', async () => {
    await setViewport(1024, 768);
    const forced = mode.startsWith('forced');
    await commands.emulateMedia({
      forcedColors: forced ? 'active' : 'none',
      colorScheme: mode === 'dark' ? 'dark' : 'light',
    });
    await showAccountPage(<UserButton showName menuItems={items} />, {
      theme: mode.endsWith('dark') ? 'dark' : 'light',
    });
    const header = document.querySelector('.app-header') as HTMLElement;
    await loadedButton(/Account menu/);
    expect.soft(await axeProblems(), 'axe, closed').toEqual([]);
    const focus = await focusProblems(header, !forced);
    expect(focus.reached, 'controls reached by Tab').toBe(1);
    expect.soft(focus.problems, '2.4.7 / 1.4.11 focus ring').toEqual([]);

    const menu = await openMenu(/Account menu/);
    expect.soft(await axeProblems(true), 'axe, open').toEqual([]);
    expect.soft(targetSizeProblems(document.body), '2.5.8 target size').toEqual([]);
    if (!forced) {
      // The highlighted item stands out from the menu: its background at 3:1 or more.
      const highlighted = menu.querySelector('[data-highlighted]') as HTMLElement;
      const ratio = contrast(backgroundOf(highlighted), backgroundOf(menu));
      expect.soft(ratio, 'highlighted item against the menu').toBeGreaterThanOrEqual(3);
    } else {
      const highlighted = menu.querySelector('[data-highlighted]') as HTMLElement;
      expect(getComputedStyle(highlighted).backgroundColor).not.toBe(
        getComputedStyle(menu).backgroundColor,
      );
    }
    await userEvent.keyboard('{Escape}');
  }, 60_000);

  it('a long name and email at 320 px and at 200 % text: nothing wider than the page', async () => {
    const forced = mode.startsWith('forced');
    await commands.emulateMedia({
      forcedColors: forced ? 'active' : 'none',
      colorScheme: mode === 'dark' ? 'dark' : 'light',
    });
    await setViewport(320, 640);
    await showAccountPage(<UserButton showName menuItems={items} />, {
      theme: mode.endsWith('dark') ? 'dark' : 'light',
      user: longAda,
    });
    const menu = await openMenu(/Account menu, Augusta/);
    expect.soft(reflowProblems(document.body), '1.4.10 reflow at 320 px').toEqual([]);
    expect.soft(clippingProblems(menu), 'nothing clipped in the menu').toEqual([]);
    await userEvent.keyboard('{Escape}');

    await setViewport(1024, 768);
    document.documentElement.style.fontSize = '200%';
    const large = await openMenu(/Account menu, Augusta/);
    expect.soft(clippingProblems(large), '1.4.4 text at 200 %: menu').toEqual([]);
    expect
      .soft(clippingProblems(document.querySelector('.app-header') as HTMLElement), 'button')
      .toEqual([]);
    expect.soft(reflowProblems(document.body), 'text at 200 %: nothing wider').toEqual([]);
    await userEvent.keyboard('{Escape}');
  }, 60_000);
});

describe('right to left', () => {
  it('in Arabic at 320 px the menu mirrors and stays on screen', async () => {
    await setViewport(320, 640);
    await showAccountPage(
      <div dir="rtl" style={{ display: 'flex' }}>
        <UserButton showName menuItems={items} />
      </div>,
      { localization: ar, user: longAda },
    );
    const menu = await openMenu(/قائمة الحساب/);
    expect(getComputedStyle(menu).direction).toBe('rtl');
    const box = menu.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(320);
    // Each item's text starts at the menu's right (its inline start).
    for (const item of screen.getAllByRole('menuitem')) {
      expect(getComputedStyle(item).direction).toBe('rtl');
    }
    expect(reflowProblems(document.body)).toEqual([]);
    expect(await axeProblems(true)).toEqual([]);
  });
});
