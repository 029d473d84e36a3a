import { afterEach, expect, it } from 'vitest';
import { overflowsIn } from './overflow';

// The measurement locales.test.tsx relies on, against markup whose overflow is known: a check
// that finds nothing must be one that would have found something.

const mounted: HTMLElement[] = [];
const unmountAll = () => {
  for (const canvas of mounted.splice(0)) canvas.remove();
};
afterEach(unmountAll);

function mount(html: string) {
  const canvas = document.createElement('div');
  canvas.innerHTML = html;
  document.body.append(canvas);
  mounted.push(canvas);
  return canvas;
}

it('reports a button whose label does not fit, by how much', () => {
  const found = overflowsIn(
    mount(
      '<button style="width: 100px; white-space: nowrap; overflow: hidden; font: 16px monospace">Ein sehr langer Knopftext</button>',
    ),
  );
  const button = found.find((overflow) => overflow.kind === 'content too wide');
  expect(button?.element).toContain('<button');
  expect(button?.px).toBeGreaterThan(50);
});

it('reports text taller than its box', () => {
  const found = overflowsIn(
    mount('<p style="width: 100px; height: 20px; overflow: hidden">a b c d e f g h i j k l</p>'),
  );
  expect(found.map((overflow) => overflow.kind)).toContain('content too tall');
});

it('reports the page scrolling sideways and text outside the viewport', () => {
  const found = overflowsIn(mount('<p style="width: 2000px">wide</p>'));
  expect(found.map((overflow) => overflow.kind)).toContain('page scrolls sideways');
  unmountAll();
  const outside = mount('<p style="margin-left: -200px; width: 100px">left of the page</p>');
  expect(overflowsIn(outside).map((overflow) => overflow.kind)).toContain('text out of its box');
});

it('reports a wrapped label spilling out of a fixed height', () => {
  const found = overflowsIn(
    mount(`
      <button style="width: 80px; height: 24px; font-size: 16px">Erneut versuchen in 15 Minuten</button>
    `),
  );
  const kinds = found.map((overflow) => `${overflow.kind} ${overflow.element.slice(0, 7)}`);
  expect(kinds).toContain('content too tall <button');
});

it('leaves out an intentional ellipsis, inputs and visually hidden text', () => {
  const found = overflowsIn(
    mount(`
      <span title="Augusta Ada King-Noel" style="display: block; width: 60px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">Augusta Ada King-Noel</span>
      <input style="width: 60px" value="augusta.ada.king-noel@analytical-engine.example.com">
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap">Visually hidden status text</span>
    `),
  );
  expect(found).toEqual([]);
});

it('reports an ellipsis without the whole text in its title (the rest is lost)', () => {
  const found = overflowsIn(
    mount(`
      <span style="display: block; width: 60px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">Augusta Ada King-Noel</span>
      <span title="Augusta" style="display: block; width: 60px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">Augusta Ada King-Noel</span>
    `),
  );
  expect(found.map((overflow) => overflow.kind)).toEqual(['content too wide', 'content too wide']);
});

it('a line cut with an ellipsis and its title inside a menu is not text out of the menu', () => {
  const name = 'Augusta Ada King-Noel, Countess of Lovelace';
  const cut = `display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis`;
  const menu = (title: string) =>
    `<div role="menu" style="width: 120px; overflow: hidden"><span title="${title}" style="${cut}">${name}</span></div>`;
  expect(overflowsIn(mount(menu(name)))).toEqual([]);
  unmountAll();
  expect(overflowsIn(mount(menu(''))).map((overflow) => overflow.kind)).toContain(
    'text out of its box',
  );
});

it('finds nothing in text that wraps', () => {
  const found = overflowsIn(
    mount(
      '<form style="width: 120px"><button>Passwort vergessen? Jetzt zurücksetzen</button></form>',
    ),
  );
  expect(found).toEqual([]);
});
