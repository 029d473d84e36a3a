import type { Decorator, Preview } from '@storybook/react-vite';
import { AuthUIProvider, de, en } from 'latchkey/ui';
import { createAuthStory } from '../stories/support/auth-story';
import { withAuthProvider } from '../stories/support/story-context';
import 'latchkey/styles.css';
import './preview.css';

/** The `theme` global: data-theme on <html>, which styles.css and the canvas follow. */
const withTheme: Decorator = (Story, { globals }) => {
  document.documentElement.dataset.theme = globals.theme === 'dark' ? 'dark' : 'light';
  return <Story />;
};

/** The `locale` global: the dictionary of every form. */
const withLocale: Decorator = (Story, { globals }) => (
  <AuthUIProvider localization={globals.locale === 'de' ? de : en}>
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
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The story tests run once per theme: vitest.config.ts defines STORYBOOK_THEME per project.
  initialGlobals: {
    theme: import.meta.env.STORYBOOK_THEME === 'dark' ? 'dark' : 'light',
    locale: 'en',
  },
  // A fresh reference service per story, set up as the story's `auth` parameter says.
  loaders: [async ({ parameters }) => ({ auth: await createAuthStory(parameters.auth) })],
  // The first is innermost: the story sits in its AuthProvider, then the locale, then the theme.
  decorators: [withAuthProvider, withLocale, withTheme],
  parameters: {
    // The introduction (stories/introduction.mdx) opens first.
    options: { storySort: { order: ['Introduction', '*'] } },
    layout: 'padded',
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
