import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, describe, it } from 'vitest';
import preview from '../../.storybook/preview';
import { countdownName, dictionaryOf } from '../../stories/support/play';
import { expectBaseline } from './baseline';
import { enterLook, type Look, looks, sizeViewport } from './looks';
import { restoreRandom, seedRandom } from './seeded-random';

// Every story as a test in each look (test/stories/looks.ts), in one browser page: what the
// Storybook Vitest addon did once per project and look, with the same annotations (the a11y
// addon's axe check after each story, the preview's loaders, decorators and reflow check).

export type StoriesModule = Parameters<typeof composeStories>[0];

/** The part of a composed story used here. */
export interface ComposedStory {
  id: string;
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
  run(context?: { canvasElement?: HTMLElement }): Promise<void>;
}

/** A group of stories files: path → import, from `import.meta.glob`. */
export type StoryFiles = Record<string, () => Promise<unknown>>;

setProjectAnnotations([a11yAnnotations, preview]);

/** The stories of a file composed with the look's globals as the project's initial globals. */
export function composeIn(module: StoriesModule, look: Look): Record<string, ComposedStory> {
  const stories = composeStories(module, { initialGlobals: look.globals }) as Record<
    string,
    ComposedStory
  >;
  // The reflow look runs every story at its width, whatever viewport the story asks for.
  if (look.globals.reflow) {
    for (const story of Object.values(stories)) {
      story.globals.viewport = { value: 'reflow', isRotated: false };
    }
  }
  return stories;
}

/**
 * Shows the story in the look as the story tests do: the look's media, the story's viewport,
 * then loaders, render, play function and the afterEach checks (axe, reflow).
 */
export async function showInLook(story: ComposedStory, look: Look) {
  await enterLook(look);
  await sizeViewport(story.parameters, story.globals);
  // The same ids and codes in every run of the story, in every look.
  seedRandom(seedOf(story.id));
  await story.run();
}

/** A seed from the story's id. */
const seedOf = (id: string) =>
  [...id].reduce((hash, char) => Math.imul(hash, 31) + char.charCodeAt(0), 7);

afterEach(restoreRandom);

/** The name of the story's baseline in the look: `<story id>--<look>`. */
export const baselineName = (story: ComposedStory, look: Look) => `${story.id}--${look.name}`;

/** Compares the story as shown now with its baseline in the look, its countdowns masked. */
export async function expectStoryBaseline(story: ComposedStory, look: Look) {
  const t = dictionaryOf({ globals: story.globals });
  await expectBaseline(baselineName(story, look), [
    countdownName(t, 'retryIn'),
    countdownName(t, 'resendCodeIn'),
  ]);
}

/**
 * Defines, for each stories file in `files`, a test per story and look: `Title › Story › look`.
 * A file that does not load fails its own test, not the whole group.
 */
export async function storyTests(files: StoryFiles) {
  const loaded = await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      try {
        return { path, module: (await load()) as StoriesModule };
      } catch (error) {
        return { path, error };
      }
    }),
  );
  for (const file of loaded) {
    const name = file.path.replace(/^.*\/stories\//, '');
    if (!file.module) {
      it(`${name} loads`, () => {
        throw file.error;
      });
      continue;
    }
    const module = file.module;
    const title = String((module.default as { title?: string } | undefined)?.title ?? name);
    const byLook = new Map(looks.map((look) => [look, composeIn(module, look)]));
    const names = Object.keys(byLook.get(looks[0] as Look) ?? {});
    describe(title, () => {
      for (const storyName of names) {
        describe(storyName, () => {
          for (const look of looks) {
            it(look.name, async () => {
              const story = byLook.get(look)?.[storyName];
              if (!story) throw new Error(`${storyName} is not composed in ${look.name}`);
              await showInLook(story, look);
              if (look.baseline) await expectStoryBaseline(story, look);
            });
          }
        });
      }
    });
  }
}
