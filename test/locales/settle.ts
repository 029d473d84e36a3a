import { waitFor } from '@testing-library/dom';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Waits until the page is still, on events only: (after a mount) no form or list is busy, then a
 * frame passes with no change to the DOM (a lazy part has arrived, an effect has run), then the
 * fonts the new text needs have loaded (layout is forced first, which is what starts a load).
 */
export async function settled(doc: Document, afterMount = false) {
  if (afterMount) {
    // A story may show a pending state on purpose: measured as it stands after the bound.
    await waitFor(
      () => {
        if (doc.querySelector('[aria-busy="true"]')) throw new Error('still busy');
      },
      { timeout: 5_000 },
    ).catch(() => {});
  }
  let changed = true;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(doc.body, { subtree: true, childList: true, characterData: true });
  // Bounded: a countdown changes its text every second, forever.
  for (let frames = 0; changed && frames < 120; frames++) {
    changed = false;
    await nextFrame();
  }
  observer.disconnect();
  void doc.body.offsetWidth;
  await doc.fonts.ready;
}
