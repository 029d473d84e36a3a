/**
 * Contrast computed from styles, as WCAG defines it: colours parsed from getComputedStyle
 * (`rgb()`, `rgba()`, `color(srgb …)`), translucent ones composited over what is behind them.
 */

/** An sRGB colour, channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const numbers = (text: string) => text.match(/-?[\d.]+%?/g) ?? [];

/** Parses a computed colour: `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)`, `rgb(1 2 3 / 50%)`, `color(srgb 0.1 0.2 0.3 / 0.5)`. */
export function parseColor(text: string): Rgba {
  const value = text.trim();
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const parts = numbers(value);
  const alphaOf = (part: string | undefined) =>
    part === undefined ? 1 : part.endsWith('%') ? Number.parseFloat(part) / 100 : Number(part);
  if (value.startsWith('rgb')) {
    const [r, g, b, a] = parts;
    return { r: Number(r), g: Number(g), b: Number(b), a: alphaOf(a) };
  }
  if (value.startsWith('color(srgb')) {
    const [r, g, b, a] = parts.map((part, index) => (index < 3 ? Number(part) * 255 : part));
    return {
      r: Number(r),
      g: Number(g),
      b: Number(b),
      a: alphaOf(a === undefined ? undefined : String(a)),
    };
  }
  throw new Error(`contrast: cannot parse the colour ${value}`);
}

/** `top` painted over the opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ({ r, g, b }: Rgba) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrast(one: Rgba, other: Rgba): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const canvas: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * The opaque colour painted behind `element`'s content: its own background and its ancestors'
 * composited, over the (white) canvas. Without `self`, only what is behind the element.
 */
export function backgroundOf(element: Element, self = true): Rgba {
  const layers: Rgba[] = [];
  for (
    let node: Element | null = self ? element : element.parentElement;
    node;
    node = node.parentElement
  ) {
    const layer = parseColor(getComputedStyle(node).backgroundColor);
    layers.push(layer);
    if (layer.a >= 1) break;
  }
  return layers.reduceRight((below, layer) => composite(layer, below), canvas);
}

/** The contrast of a (possibly translucent) colour drawn over an opaque background. */
export function contrastOver(color: string, background: Rgba): number {
  return contrast(composite(parseColor(color), background), background);
}
