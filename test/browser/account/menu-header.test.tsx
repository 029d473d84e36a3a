import { screen } from '@testing-library/react';
import { ar, UserButton } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { page as browser, userEvent } from 'vitest/browser';
import { clippingProblems, reflowProblems } from '../forms/measure';
import { ada, loadedButton, longAda, showAccountPage } from './account-page';

// The contract: in the account menu, the header's name and email truncate with an ellipsis and a
// title (the whole value), one line each, and the menu stays on a 320 px screen. Each is
// bidi-isolated (dir="auto"): an address keeps its own direction, and its ellipsis at its end,
// in an Arabic menu.

async function openedAt320(options: Parameters<typeof showAccountPage>[1] = {}) {
  await browser.viewport(320, 640);
  await showAccountPage(<UserButton />, { user: longAda, ...options });
  await userEvent.click(await loadedButton(/^(Account menu|قائمة الحساب)/));
  const menu = await screen.findByRole('menu');
  const header = menu.querySelector('.lk-menu-header') as HTMLElement;
  const [name, email] = [...header.children] as HTMLElement[];
  if (!name || !email) throw new Error('no name and email in the header');
  return { menu, name, email };
}

/** One line, cut with an ellipsis, the whole value in its title. */
function expectTruncated(element: HTMLElement, value: string) {
  const style = getComputedStyle(element);
  expect(style.textOverflow).toBe('ellipsis');
  expect(style.whiteSpace).toBe('nowrap');
  expect(element.scrollWidth, 'cut').toBeGreaterThan(element.clientWidth);
  expect(element.getBoundingClientRect().height).toBeLessThan(
    1.6 * Number.parseFloat(style.fontSize),
  );
  expect(element).toHaveAttribute('title', value);
  expect(element.textContent).toBe(value);
}

describe('the account menu’s header', () => {
  it('a long name and email: one line each, an ellipsis and a title; the menu on screen', async () => {
    const { menu, name, email } = await openedAt320();
    expectTruncated(name, longAda.name);
    expectTruncated(email, longAda.email);
    const box = menu.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(320);
    expect(reflowProblems(document.body)).toEqual([]);
    // An ellipsis with the whole value in its title is no clipping.
    expect(clippingProblems(menu)).toEqual([]);
    await browser.viewport(414, 896);
  });

  it('in Arabic the address keeps its own direction, its ellipsis at its end', async () => {
    const { name, email } = await openedAt320({ localization: ar });
    expect(email).toHaveAttribute('dir', 'auto');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(getComputedStyle(email).direction).toBe('ltr');
    expectTruncated(email, longAda.email);
    await browser.viewport(414, 896);
  });

  it('in Arabic a short name and address sit at the menu’s start, the right', async () => {
    const { menu, name, email } = await openedAt320({ localization: ar, user: ada });
    const header = menu.querySelector('.lk-menu-header') as HTMLElement;
    const end =
      header.getBoundingClientRect().right -
      Number.parseFloat(getComputedStyle(header).paddingRight);
    for (const value of [name, email]) {
      expect(value.getBoundingClientRect().right).toBeCloseTo(end, 0);
      expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    }
    await browser.viewport(414, 896);
  });
});
