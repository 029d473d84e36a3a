import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect } from 'react';
// The stylesheet the install test writes into its app (shadcn's Tailwind v4 setup, the neutral
// theme, latchkey's tokens on shadcn's): one copy for both. As text, not as a global import:
// Tailwind's preflight restyles the whole document, and the drop-in stories share the iframe.
import shadcnCss from '../../test/shadcn/app/src/index.css?inline';

/**
 * In forced colors the system's palette paints every button (ButtonFace, ButtonText), whatever
 * the tokens say; the tokens follow it so that what axe computes is what is shown (latchkey's
 * styles.css does the same for its forms). shadcn's stylesheet has no such block.
 */
const forcedColors = `@media (forced-colors: active) {
  :root, .dark {
    --primary: ButtonFace; --primary-foreground: ButtonText;
    --destructive: CanvasText; --background: Canvas; --foreground: CanvasText;
    --card: Canvas; --card-foreground: CanvasText; --muted-foreground: CanvasText;
  }
}`;

/**
 * The shadcn app around a story while it is shown: the stylesheet in <head>, and shadcn's
 * `.dark` (or latchkey's `.light`) class on <html>, where shadcn puts it, so portals (menus,
 * dialogs) are themed too. Both go when the story unmounts.
 */
function ShadcnCanvas({ dark, children }: { dark: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    const style = document.createElement('style');
    style.dataset.shadcnStories = '';
    style.textContent = `${shadcnCss}\n${forcedColors}`;
    // First in <head>: its `@layer theme, base, latchkey, ...` must come before the preview's
    // latchkey/styles.css names the `latchkey` layer, or preflight would win over the forms.
    document.head.prepend(style);
    const theme = dark ? 'dark' : 'light';
    document.documentElement.classList.add(theme);
    return () => {
      style.remove();
      document.documentElement.classList.remove(theme);
    };
  }, [dark]);
  return (
    <div className="bg-background text-foreground flex flex-wrap items-start gap-6 p-4">
      {children}
    </div>
  );
}

/** The shadcn section's decorator: the story inside {@link ShadcnCanvas}, themed by the toolbar. */
export const withShadcn: Decorator = (Story, { globals }) => (
  <ShadcnCanvas dark={globals.theme === 'dark'}>
    <Story />
  </ShadcnCanvas>
);
