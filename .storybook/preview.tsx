import type { Decorator, Preview } from '@storybook/react-vite';
import { AuthUIProvider } from 'latchkey/ui';
import { configure, expect } from 'storybook/test';
import { createAuthStory } from '../stories/support/auth-story';
import { dictionaryOf, localeItems } from '../stories/support/locales';
import { clippedText } from '../stories/support/reflow';
import { withAuthProvider } from '../stories/support/story-context';
import 'latchkey/styles.css';
import './preview.css';

/** The `theme` global: data-theme on <html>, which styles.css and the canvas follow. */
const withTheme: Decorator = (Story, { globals }) => {
  document.documentElement.dataset.theme = globals.theme === 'dark' ? 'dark' : 'light';
  return <Story />;
};

// Bounds for a failure on a busy machine (four story projects at once on two cores), never
// waits: findBy and waitFor resolve as soon as what they look for is there (as in the react
// project: test/react/setup.ts).
configure({ asyncUtilTimeout: 10_000 });

/** 320 CSS px, as WCAG 1.4.10 asks: a viewport option in the toolbar. */
const reflowWidth = 320;

/**
 * The width a story's text is checked against (the `reflow` global, CSS px): the story tests'
 * pseudo-locale look sets it (test/stories/looks.ts) and runs every story at that width.
 */
const reflowCheckOf = (globals: Record<string, unknown>) => Number(globals.reflow) || 0;

/** The `locale` global: the dictionary of every form (each locale latchkey/ui exports). */
const withLocale: Decorator = (Story, { globals }) => (
  <AuthUIProvider localization={dictionaryOf({ globals })}>
    <Story />
  </AuthUIProvider>
);

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme (data-theme on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the forms (AuthUIProvider localization)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: localeItems,
        dynamicTitle: true,
      },
    },
  },
  // The story tests run every story in each look (theme, locale, reflow width, forced colors):
  // test/stories/looks.ts sets these globals per look.
  initialGlobals: { theme: 'light', locale: 'en' },
  // The pseudo-locale look fails a story whose text is clipped or overflows at that width.
  afterEach: async ({ canvasElement, globals }) => {
    const width = reflowCheckOf(globals);
    if (!width) return;
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.clientWidth).toBeLessThanOrEqual(width);
    await expect(clippedText(canvasElement)).toEqual([]);
  },
  // A fresh reference service per story, set up as the story's `auth` parameter says.
  loaders: [async ({ parameters }) => ({ auth: await createAuthStory(parameters.auth) })],
  // The first is innermost: the story sits in its AuthProvider, then the locale, then the theme.
  decorators: [withAuthProvider, withLocale, withTheme],
  parameters: {
    // The introduction (stories/introduction.mdx) opens first.
    options: { storySort: { order: ['Introduction', '*'] } },
    layout: 'padded',
    viewport: {
      options: {
        reflow: {
          name: 'Reflow (320 px)',
          styles: { width: `${reflowWidth}px`, height: '900px' },
          type: 'mobile',
        },
      },
    },
    // WCAG 2.2 AA too: axe leaves its wcag22aa rule (target-size, 24 × 24) off by default.
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
