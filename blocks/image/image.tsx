import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { CmsImage, hasCmsImage } from '@/lib/content/cms-image';
import type { ImageBlok } from './schema';
import styles from './image.module.css';

/** At most the content's width (a section's column may be narrower). */
const CONTENT_IMAGE_SIZES = '(min-width: 1320px) 1320px, 100vw';

export function Image({ blok }: { blok: ImageBlok }) {
  if (!hasCmsImage(blok.image)) return null;
  return (
    <figure className={styles.figure} {...storyblokEditable(blok)}>
      <div className={styles.frame} style={{ aspectRatio: blok.ratio.replace(':', ' / ') }}>
        <CmsImage
          image={blok.image}
          alt={blok.image.alt}
          title={blok.image.title}
          sizes={CONTENT_IMAGE_SIZES}
        />
      </div>
      {blok.caption && <figcaption className={styles.caption}>{blok.caption}</figcaption>}
    </figure>
  );
}
