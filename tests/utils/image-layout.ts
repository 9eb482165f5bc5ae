import type { Page } from '@playwright/test';

/** The layout-shift entry's fields this reads (TypeScript's DOM types lack LayoutShift). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null }[];
}

interface ShiftRecorder {
  shifts: { value: number; moved: string[] }[];
  observer: PerformanceObserver;
}

/** Collects every layout shift of the pages `page` opens next, from their first paint. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: ShiftRecorder['shifts'] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? `${node.tagName} ${node.className}` : String(node);
        });
        shifts.push({ value: entry.value, moved });
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __shiftRecorder: { shifts, observer } });
  });
}

/** Every layout shift recorded up to the next frame: what moved and by how much. */
export function layoutShifts(page: Page): Promise<ShiftRecorder['shifts']> {
  return page.evaluate(async () => {
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    const { shifts, observer } = (window as unknown as { __shiftRecorder: ShiftRecorder })
      .__shiftRecorder;
    observer.takeRecords().forEach((entry) => {
      const shift = entry as LayoutShiftEntry;
      if (!shift.hadRecentInput) shifts.push({ value: shift.value, moved: [] });
    });
    return shifts;
  });
}

export interface ImageOnLoad {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  /** Whether any of it showed in the window as the page loaded. */
  aboveTheFold: boolean;
}

/** The page's images as it loaded, before any scrolling. */
export function imagesOnLoad(page: Page): Promise<ImageOnLoad[]> {
  return page.locator('main img').evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src') ?? '',
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      loading: image.getAttribute('loading'),
      fetchPriority: image.getAttribute('fetchpriority'),
      aboveTheFold: image.getBoundingClientRect().top + window.scrollY < window.innerHeight,
    })),
  );
}

/**
 * Brings each image into the window in turn and waits for it to load (lazy ones load only
 * then), so any shift its loading causes happens where the layout-shift observer counts it.
 */
export async function loadEveryImageInView(page: Page): Promise<void> {
  const images = page.locator('main img');
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await image.evaluate((element: HTMLImageElement) => element.decode());
  }
}
