import { lazy } from 'react';
import { lazyPart } from '../lazy-part';

/**
 * `AlertDialogFrame`, loaded on first render (inside Suspense: for a dialog not open in server
 * HTML). Import this (never the frame itself) from code a
 * page loads first: a static import would put Radix's dialog back in the page's first chunk.
 */
export const LazyAlertDialogFrame = /* @__PURE__ */ lazy(() =>
  import('./alert-dialog-frame').then((module) => ({ default: module.AlertDialogFrame })),
);

/**
 * `AlertDialogFrame` once loaded, else `undefined` (loading starts on mount; `undefined` in
 * server HTML and while hydrating it): for a dialog whose trigger shows from the start.
 */
export const useAlertDialogFrame = lazyPart(() =>
  import('./alert-dialog-frame').then((module) => module.AlertDialogFrame),
);
