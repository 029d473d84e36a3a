import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { localeItems } from '../../stories/support/locales';
import { startIn, switchLocale, withLocaleSwitch } from './locale-switch';
import { overflowsIn } from './overflow';
import { settled } from './settle';

// Every story (stories/**/*.stories.tsx, whatever exists) in every locale of the Storybook
// toolbar, at 320 px (the config's viewport): nothing may scroll sideways or be clipped. Each
// story runs once as the story tests run it (loaders, render, play, in its own locale), then is
// shown in each locale in turn, so states that need a play function (the error summary after a
// blank submit, a dialog, a rate-limit countdown) are measured in every language too. What does
// not fit is collected per locale and reported by the tests at the end, one per locale.

type StoriesModule = Parameters<typeof composeStories>[0];

/** The part of a composed story used here. */
interface ComposedStory {
  globals: Record<string, unknown>;
  run(context: { canvasElement: HTMLElement }): Promise<void>;
}

const width = 320;
const locales = localeItems.map((item) => item.value);
// With Storybook's own (spies reset before each story, as in the story projects).
setProjectAnnotations({
  ...preview,
  // Innermost of the preview's: inside its locale decorator, outside the story's own.
  decorators: [withLocaleSwitch, ...[preview.decorators ?? []].flat()],
});

const storyFiles = import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx');
// A file that does not load fails its own test, not the whole run.
const files = await Promise.all(
  Object.entries(storyFiles).map(async ([path, load]) => {
    try {
      return { path, module: await load() };
    } catch (error) {
      return { path, error };
    }
  }),
);

/** What does not fit, per locale: "Title › Story: element — kind by N px". */
const found = new Map(locales.map((locale) => [locale, [] as string[]]));
let storiesMeasured = 0;
/** Stories whose text changed with the locale: proof the switch reaches the forms. */
let storiesTranslated = 0;
let storyCount = 0;
const canvas = document.createElement('div');

beforeAll(() => {
  // Storybook's "padded" layout (the preview's): no body margin, 1rem around the story.
  document.body.style.margin = '0';
  document.body.style.padding = '1rem';
  canvas.id = 'storybook-root';
  document.body.append(canvas);
});

it('runs at 320 px, with every dictionary and the pseudo-locale in the toolbar', () => {
  expect(document.documentElement.clientWidth).toBe(width);
  // en (src/ui/localization/en.ts) and one per file under locales/, pseudo among them.
  const dictionaries = Object.keys(import.meta.glob('../../src/ui/localization/locales/*.ts'));
  expect(locales).toHaveLength(dictionaries.length + 1);
  expect(locales).toContain('pseudo');
  expect(locales).toContain('en');
});

// LOCALES_STORIES=shadcn measures only the stories whose path contains it (a quicker check).
const only = import.meta.env.LOCALES_STORIES as string | undefined;

for (const file of files) {
  const name = file.path.replace('../../stories/', '');
  if (only && !name.includes(only)) continue;
  if (!file.module) {
    it(`${name} loads`, () => {
      throw file.error;
    });
    continue;
  }
  const title = String((file.module.default as { title?: string } | undefined)?.title ?? name);
  const stories = Object.entries<ComposedStory>(composeStories(file.module));
  storyCount += stories.length;
  describe(title, () => {
    for (const [storyName, Story] of stories) {
      it(`${storyName} fits in every locale`, async () => {
        startIn(String(Story.globals.locale ?? 'en'));
        let failure: unknown;
        // Measured even when the play function fails (the story project reports that failure).
        await Story.run({ canvasElement: canvas }).catch((error: unknown) => {
          failure = error;
        });
        await settled(document, true);
        const texts = new Set<string>();
        for (const locale of locales) {
          switchLocale(locale);
          await settled(document);
          texts.add(document.body.textContent ?? '');
          for (const overflow of overflowsIn(canvas)) {
            found
              .get(locale)
              ?.push(
                `${title} › ${storyName}: ${overflow.element} — ${overflow.kind} by ${overflow.px} px`,
              );
          }
        }
        storiesMeasured++;
        if (texts.size > 1) storiesTranslated++;
        if (failure) throw failure;
      });
    }
  });
}

describe(`at ${width} px`, () => {
  it.each(locales)('%s: no story scrolls sideways or clips its text', (locale) => {
    const problems = found.get(locale) ?? [];
    if (problems.length > 0) {
      throw new Error(
        `${problems.length} overflows in ${locale} at ${width} px:\n${problems.join('\n')}`,
      );
    }
    expect(storiesMeasured, 'stories measured (run the whole file)').toBe(storyCount);
    expect(storiesTranslated, 'stories shown in more than one language').toBeGreaterThan(
      storyCount / 2,
    );
  });
});
