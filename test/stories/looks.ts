import { commands, page } from 'vitest/browser';

/**
 * One way every story is shown and tested: its globals (theme, locale, the reflow width the
 * preview checks text against), forced colors or not, and whether its pixels are compared with a
 * committed baseline (test/stories/baselines). Each story runs in each look in one browser page,
 * one look after another: loaders, render, play function, axe (a11y.test 'error'), reflow check.
 */
export interface Look {
  name: string;
  /** The Storybook globals the story starts with (the preview's toolbar: theme, locale). */
  globals: { theme: 'light' | 'dark'; locale: string; reflow?: number };
  /** Windows High Contrast, emulated on the page (WCAG 2.2 issue 17). */
  forcedColors?: boolean;
  /** The story's pixels are compared with its baseline in this look. */
  baseline?: boolean;
}

/** The width (CSS px) WCAG 1.4.10 asks text to reflow in: the pseudo-locale look's viewport. */
export const reflowWidth = 320;

/**
 * Until issue 36 each look was a Vitest project of its own (storybook-light, -dark, -de, -pseudo,
 * -forced), each with its own Vite server and Chromium. Right to left (Arabic) is new: a look of
 * the visual baselines, and the play functions and axe in Arabic as well.
 */
export const looks: Look[] = [
  { name: 'light', globals: { theme: 'light', locale: 'en' }, baseline: true },
  { name: 'dark', globals: { theme: 'dark', locale: 'en' }, baseline: true },
  { name: 'rtl', globals: { theme: 'light', locale: 'ar' }, baseline: true },
  { name: 'forced', globals: { theme: 'light', locale: 'en' }, forcedColors: true, baseline: true },
  // Play functions find fields through the active dictionary: German, and the pseudo-locale
  // (~40 % longer) at 320 px, failing on clipped text (the preview's afterEach).
  { name: 'de', globals: { theme: 'light', locale: 'de' } },
  { name: 'pseudo', globals: { theme: 'light', locale: 'pseudo', reflow: reflowWidth } },
];

let forcedColorsOn: boolean | undefined;

/** Emulates what the look needs on the test page (forced colors on or off). */
export async function enterLook(look: Look) {
  const forced = look.forcedColors === true;
  if (forced === forcedColorsOn) return;
  await commands.emulateMedia({ forcedColors: forced ? 'active' : 'none', colorScheme: 'light' });
  forcedColorsOn = forced;
  if (matchMedia('(forced-colors: active)').matches !== forced) {
    throw new Error(
      `forced colors should be ${forced ? 'active' : 'off'} in the ${look.name} look`,
    );
  }
}

/** Storybook's default story viewport in its Vitest runs (@storybook/addon-vitest). */
const defaultViewport = { width: 1200, height: 900 };

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

const pixels = (value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const match = /^(\d+)(px)?$/.exec(value);
  if (!match?.[1]) throw new Error(`A story viewport in px, not ${value}`);
  return Number(match[1]);
};

/**
 * Sizes the test page as the Storybook addon does for a story: the `viewport` global names one of
 * the story's viewport options (px), else 1200 × 900.
 */
export async function sizeViewport(
  parameters: Record<string, unknown>,
  globals: Record<string, unknown>,
) {
  const param = (parameters.viewport ?? {}) as { options?: Record<string, ViewportOption> };
  const name = (globals.viewport as { value?: string } | undefined)?.value;
  const option = name ? param.options?.[name] : undefined;
  if (name && !option) throw new Error(`No viewport option "${name}" for this story`);
  await page.viewport(
    pixels(option?.styles?.width, defaultViewport.width),
    pixels(option?.styles?.height, defaultViewport.height),
  );
}
