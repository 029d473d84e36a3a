/**
 * The pixels a story's screenshot may differ from its baseline by (vitest.config.ts, stories
 * project). Chromium paints in software here (--disable-gpu): the same machine kind paints the
 * same pixels, busy or not, and pixelmatch leaves anti-aliased pixels out of the count. A border
 * one pixel wider differs by far more: baselines-catch.test.ts checks that it fails.
 */
export const allowedPixels = 16;
