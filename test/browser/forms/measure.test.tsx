import { render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { page as browser } from 'vitest/browser';
import { contrast, parseColor } from './contrast';
import {
  clippingProblems,
  focusProblems,
  forcedBorderProblems,
  nonTextContrastProblems,
  reflowProblems,
  targetSizeProblems,
} from './measure';

// The measurements of wcag.test.tsx find what they look for: each on markup that fails it,
// beside markup that passes.

afterAll(() => browser.viewport(414, 896));

describe('contrast from computed colours', () => {
  it('parses rgb(), rgba(), color(srgb) and computes WCAG ratios', () => {
    expect(parseColor('rgb(255, 0, 0)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColor('rgba(0, 0, 0, 0.5)').a).toBe(0.5);
    expect(parseColor('color(srgb 1 1 1 / 0.25)')).toEqual({ r: 255, g: 255, b: 255, a: 0.25 });
    const black = parseColor('rgb(0, 0, 0)');
    const white = parseColor('rgb(255, 255, 255)');
    expect(contrast(black, white)).toBeCloseTo(21, 5);
    expect(contrast(parseColor('rgb(118, 118, 118)'), white)).toBeCloseTo(4.54, 2);
  });
});

describe('the measurements fail what fails', () => {
  it('non-text contrast: a pale border and a pale icon; a dark border passes', () => {
    render(
      <div style={{ background: '#fff' }}>
        <input aria-label="pale" style={{ border: '1px solid #d1d5db', background: '#fff' }} />
        <input aria-label="dark" style={{ border: '1px solid #6b7280', background: '#fff' }} />
        <div className="lk-password">
          <input aria-label="secret" style={{ border: '1px solid #000' }} />
          <button type="button" className="lk-toggle" aria-label="Show" style={{ color: '#ddd' }}>
            <svg viewBox="0 0 2 2" width="24" height="24" aria-hidden="true">
              <path d="M0 0h2v2" stroke="currentColor" />
            </svg>
          </button>
        </div>
      </div>,
    );
    const problems = nonTextContrastProblems(document.body);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/border of input.*pale.*1\.4\d:1/);
    expect(problems[1]).toMatch(/icon of button.lk-toggle "Show"/);
  });

  it('target size: a crowded 16 px button fails, a lone one and a 24 px one pass', () => {
    render(
      <div>
        <button type="button" style={{ width: 16, height: 16, padding: 0 }}>
          a
        </button>
        <button type="button" style={{ width: 16, height: 16, padding: 0 }}>
          b
        </button>
        <button type="button" style={{ width: 16, height: 16, padding: 0, margin: 40 }}>
          c
        </button>
        <button type="button" style={{ width: 24, height: 24, padding: 0 }}>
          d
        </button>
      </div>,
    );
    expect(targetSizeProblems(document.body)).toEqual([
      expect.stringMatching(/"a" is 16×16/),
      expect.stringMatching(/"b" is 16×16/),
    ]);
  });

  it('reflow: an element wider than 320 px makes the page scroll sideways', async () => {
    await browser.viewport(320, 640);
    await expect.poll(() => window.innerWidth).toBe(320);
    render(<p style={{ width: 400 }}>wide</p>);
    expect(reflowProblems(document.body)).toEqual([
      'the page scrolls sideways: 400 > 320',
      'p. "wide" spans 0..400 of 320',
    ]);
  });

  it('clipping: text cut by overflow hidden, or wider than its box', () => {
    render(
      <div>
        <p style={{ width: 50, whiteSpace: 'nowrap', overflow: 'hidden' }}>cut off text here</p>
        <p style={{ width: 200 }}>fits</p>
      </div>,
    );
    expect(clippingProblems(document.body)).toEqual([expect.stringMatching(/"cut off text here"/)]);
  });

  it('focus: a ring under 2 px, none at all, or pale fails; 2 px of 3:1 passes', async () => {
    const { container } = render(
      <div style={{ background: '#fff' }}>
        <style>
          {
            '.thin:focus-visible{outline:1px solid #000}.none:focus-visible{outline:none}.pale:focus-visible{outline:2px solid #eee}.good:focus-visible{outline:2px solid #767676}'
          }
        </style>
        <button type="button" className="thin">
          thin
        </button>
        <button type="button" className="none">
          none
        </button>
        <button type="button" className="pale">
          pale
        </button>
        <button type="button" className="good">
          good
        </button>
      </div>,
    );
    const root = container.firstElementChild as HTMLElement;
    const { problems, reached } = await focusProblems(root, true);
    expect(reached).toBe(4);
    expect(problems).toEqual([
      expect.stringMatching(/"thin": outline solid 1px/),
      expect.stringMatching(/"none": outline none/),
      expect.stringMatching(/focus ring of button\.pale "pale": 1\.1\d:1/),
    ]);
  });

  it('forced colors: an input without a border fails', () => {
    render(
      <div>
        <input aria-label="bare" style={{ border: 'none' }} />
        <input aria-label="edged" style={{ border: '1px solid' }} />
      </div>,
    );
    expect(forcedBorderProblems(document.body)).toEqual([expect.stringMatching(/"bare"/)]);
  });
});
