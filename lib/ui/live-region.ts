export type Politeness = 'polite' | 'assertive';

const regions = new Map<Politeness, HTMLElement>();
// Long enough for screen readers to notice the region was emptied, so a repeat is read again.
const REANNOUNCE_DELAY_MS = 100;

function regionFor(politeness: Politeness): HTMLElement {
  const existing = regions.get(politeness);
  if (existing?.isConnected) return existing;
  const region = document.createElement('div');
  region.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-atomic', 'true');
  region.dataset.liveRegion = politeness;
  // Visually hidden, but read by screen readers.
  region.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';
  document.body.append(region);
  regions.set(politeness, region);
  return region;
}

/**
 * Reads `message` to screen-reader users without moving focus, e.g. 'Menu closed' or
 * 'Your reading was saved'. Polite waits for a pause; assertive interrupts (errors only).
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const region = regionFor(politeness);
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = message;
  }, REANNOUNCE_DELAY_MS);
}
