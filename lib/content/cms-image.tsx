import { cmsImageSource, type ImageSize } from './image-source';
import { safeImageSrc } from './links';

export interface CmsImageProps {
  /** The asset as the CMS stores it; its width and height, when it has them, reserve its box. */
  image: { filename?: string | null; width?: number | null; height?: number | null };
  /** What the image shows; `""` marks it decorative, a choice the caller makes on purpose. */
  alt: string;
  /** How wide it shows at each layout (`"(min-width: 768px) 50vw, 100vw"`): picks from srcset. */
  sizes: string;
  /** The box it fills, for an asset that does not know its own size (an icon, an avatar). */
  box?: ImageSize;
  /** The page's main image, above the fold (hero, a post's lead image): loads first, at once. */
  priority?: boolean;
  className?: string;
  title?: string | null;
}

type CmsAsset = CmsImageProps['image'];

/** Whether `<CmsImage>` shows this asset: a block leaves out the image's frame when it does not. */
export function hasCmsImage<Asset extends CmsAsset>(
  image: Asset | null | undefined,
): image is Asset {
  return safeImageSrc(image?.filename) !== null;
}

const sizeOf = ({ width, height }: CmsAsset): ImageSize | null =>
  width && height ? { width, height } : null;

/**
 * A CMS image: only from the site or over https (nothing renders otherwise), sized so the page
 * does not shift while it loads, Storyblok's resized copies in a srcset, lazy unless `priority`.
 */
export function CmsImage({
  image,
  alt,
  sizes,
  box,
  priority = false,
  className,
  title,
}: CmsImageProps) {
  const source = cmsImageSource(image.filename, sizeOf(image) ?? box ?? null);
  if (!source) return null;
  return (
    // next/image would need every CMS host configured and ships JavaScript to marketing pages;
    // this is the one place CMS images render, with the same care by hand.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet && sizes}
      width={source.size?.width}
      height={source.size?.height}
      alt={alt}
      title={title ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
