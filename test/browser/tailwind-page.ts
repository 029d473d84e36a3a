import { onTestFinished } from 'vitest';

// The page's stylesheet for one test: the app's CSS as its build emits it (Tailwind's output, or
// latchkey's shipped file alone) in place of the unbuilt styles.css the test page imports.

/** An app's main stylesheet in the order docs/theming.md gives for Tailwind CSS v4. */
export const documentedOrder = `@layer theme, base, latchkey, components, utilities;
@import "tailwindcss";
@import "latchkey/styles.css";
`;

/** Makes `css` the page's only stylesheet with latchkey's rules, until the test ends. */
export function useStylesheet(css: string) {
  const imported = [...document.querySelectorAll('style')].filter(
    (style) => !style.dataset.app && style.textContent?.includes('.lk-form'),
  );
  for (const style of imported) if (style.sheet) style.sheet.disabled = true;
  const style = document.head.appendChild(document.createElement('style'));
  style.dataset.app = 'yes';
  style.textContent = css;
  onTestFinished(() => {
    style.remove();
    for (const one of imported) if (one.sheet) one.sheet.disabled = false;
  });
  return style;
}

/** Themes <html> by class only (as next-themes does for shadcn), until the test ends. */
export function themeHtmlByClass(theme: 'light' | 'dark') {
  const html = document.documentElement;
  delete html.dataset.theme;
  html.classList.add(theme);
  onTestFinished(() => html.classList.remove(theme));
}
