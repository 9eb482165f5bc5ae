import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { CmsImage, hasCmsImage } from '@/lib/content/cms-image';
import { RichText } from '@/lib/content/rich-text/rich-text';
import { BlockHeading } from '../block-heading';
import { Bloks } from '../renderer';
import type { ImageWithTextBlok } from './schema';
import styles from './image-with-text.module.css';

/** An image beside text (left or right), with an optional button. */
export function ImageWithText({ blok }: { blok: ImageWithTextBlok }) {
  return (
    <div
      className={styles.imageWithText}
      data-image-position={blok.image_position}
      {...storyblokEditable(blok)}
    >
      {hasCmsImage(blok.image) && (
        <div className={styles.media} style={{ aspectRatio: blok.ratio.replace(':', ' / ') }}>
          {/* Beside the text (half the content's width) from 768 px, above it on phones. */}
          <CmsImage
            image={blok.image}
            alt={blok.image.alt}
            sizes="(min-width: 768px) 50vw, 100vw"
          />
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
