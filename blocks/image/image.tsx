import { storyblokEditable } from '@storyblok/react';
import { safeImageSrc } from '@/lib/content/links';
import type { ImageBlok } from './schema';
import styles from './image.module.css';

export function Image({ blok }: { blok: ImageBlok }) {
  const src = safeImageSrc(blok.image.filename);
  if (!src) return null;
  return (
    <figure className={styles.figure} {...storyblokEditable(blok)}>
      <div className={styles.frame} style={{ aspectRatio: blok.ratio.replace(':', ' / ') }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- CMS image in a fixed-ratio box */}
        <img src={src} alt={blok.image.alt} title={blok.image.title ?? undefined} loading="lazy" />
      </div>
      {blok.caption && <figcaption className={styles.caption}>{blok.caption}</figcaption>}
    </figure>
  );
}
