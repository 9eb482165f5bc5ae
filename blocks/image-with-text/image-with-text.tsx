import { storyblokEditable } from '@storyblok/react';
import { safeImageSrc } from '@/lib/content/links';
import { RichText } from '@/lib/content/rich-text/rich-text';
import { BlockHeading } from '../block-heading';
import { Bloks } from '../renderer';
import type { ImageWithTextBlok } from './schema';
import styles from './image-with-text.module.css';

/** An image beside text (left or right), with an optional button. */
export function ImageWithText({ blok }: { blok: ImageWithTextBlok }) {
  const src = safeImageSrc(blok.image.filename);
  return (
    <div
      className={styles.imageWithText}
      data-image-position={blok.image_position}
      {...storyblokEditable(blok)}
    >
      {src && (
        <div className={styles.media} style={{ aspectRatio: blok.ratio.replace(':', ' / ') }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- CMS image in a fixed-ratio box */}
          <img src={src} alt={blok.image.alt} loading="lazy" />
        </div>
      )}
      <div className={styles.copy}>
        <BlockHeading heading={blok.heading} />
        {blok.text && <RichText doc={blok.text} />}
        {blok.buttons.length > 0 && (
          <div className={styles.buttons}>
            <Bloks bloks={blok.buttons} />
          </div>
        )}
      </div>
    </div>
  );
}
