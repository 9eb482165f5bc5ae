/** The widths an editor previews a page at: SPEC's narrowest phone and widest desktop. */
export const PREVIEW_WIDTHS = {
  phone: { label: 'Phone, 375 px', pixels: 375 },
  desktop: { label: 'Desktop, 1320 px', pixels: 1320 },
} as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** How much a page `pixels` wide is shrunk to fit the pane; never enlarged. */
export function previewScale(paneWidth: number, pixels: number): number {
  if (paneWidth <= 0) return 1;
  return Math.min(1, paneWidth / pixels);
}
