import { safeImageSrc } from './links';

export interface ImageSize {
  width: number;
  height: number;
}

/** What an `<img>` needs to load a CMS image at the right size without shifting the page. */
export interface ImageSource {
  src: string;
  /** The image's own size (its ratio reserves its box), when known. */
  size: ImageSize | null;
  /** Smaller copies from Storyblok's image service; absent when there are none. */
  srcSet?: string;
}

/** Widths offered to the browser, from an icon at 2x to a full-width image on a large screen. */
const CANDIDATE_WIDTHS = [96, 160, 320, 480, 640, 960, 1280, 1600, 1920, 2560, 3840];

/**
 * A Storyblok asset URL, on any region's asset domain: `/f/<space>/<width>x<height>/<hash>/<file>`.
 * Anything after the file name (an image service path already) is not an asset URL.
 */
const STORYBLOK_ASSET =
  /^https:\/\/(?:a2?(?:-(?:us|ap|ca))?\.storyblok\.com|a\.storyblokchina\.cn)\/f\/\d+\/(\d+)x(\d+)\/[^/]+\/[^/?#]+$/;

/**
 * The hosts Storyblok serves a space's assets from, by the region the space lives in
 * (STORYBLOK_REGION): the Content-Security-Policy lets CMS images load from these only.
 */
export const STORYBLOK_ASSET_ORIGINS = {
  eu: ['https://a.storyblok.com', 'https://a2.storyblok.com'],
  us: ['https://a-us.storyblok.com', 'https://a2-us.storyblok.com'],
  ca: ['https://a-ca.storyblok.com', 'https://a2-ca.storyblok.com'],
  ap: ['https://a-ap.storyblok.com', 'https://a2-ap.storyblok.com'],
  cn: ['https://a.storyblokchina.cn'],
} as const satisfies Record<string, readonly string[]>;

/** The size a Storyblok asset URL carries, or null when the URL is not one or carries none. */
export function storyblokAssetSize(src: string): ImageSize | null {
  const match = STORYBLOK_ASSET.exec(src);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * Copies of a Storyblok asset at each candidate width narrower than the original, and the
 * original itself; `/m/` lets the image service send WebP to browsers that take it.
 */
function storyblokSrcSet(asset: string, originalWidth: number): string {
  const widths = CANDIDATE_WIDTHS.filter((width) => width < originalWidth);
  return [
    ...widths.map((width) => `${asset}/m/${width}x0 ${width}w`),
    `${asset}/m/ ${originalWidth}w`,
  ].join(', ');
}

const isSvg = (src: string) => /\.svg$/i.test(src);

/**
 * Where and how big a CMS image is: only site-relative and https sources (null otherwise).
 * A Storyblok URL's own size comes first, then `knownSize` (the asset's fields, or the box the
 * image fills). The image service does not resize SVGs, so they get no srcset.
 */
export function cmsImageSource(
  filename: string | null | undefined,
  knownSize: ImageSize | null = null,
): ImageSource | null {
  const src = safeImageSrc(filename);
  if (!src) return null;
  const storyblokSize = storyblokAssetSize(src);
  if (!storyblokSize || isSvg(src)) return { src, size: storyblokSize ?? knownSize };
  return { src, size: storyblokSize, srcSet: storyblokSrcSet(src, storyblokSize.width) };
}
