import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { CmsImage, hasCmsImage } from '@/lib/content/cms-image';
import { Bloks } from '../renderer';
import type { HeroBlok } from './schema';
import styles from './hero.module.css';

/** How wide each variant shows its image (hero.module.css), for the browser to pick a copy. */
const IMAGE_SIZES: Record<HeroBlok['variant'], string> = {
  default: '(min-width: 972px) 40vw, 100vw',
  centered: '(min-width: 48rem) 48rem, 100vw',
  'split-image': '(min-width: 972px) 50vw, 100vw',
  compact: '16rem',
};

export function Hero({ blok }: { blok: HeroBlok }) {
  return (
    <div
      className={`${styles.hero} ${styles[blok.variant]}`}
      data-variant={blok.variant}
      {...storyblokEditable(blok)}
    >
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h1 className={styles.headline}>{blok.headline}</h1>
          {blok.text && <p className={styles.text}>{blok.text}</p>}
          {blok.buttons.length > 0 && (
            <div className={styles.buttons}>
              <Bloks bloks={blok.buttons} />
            </div>
          )}
        </div>
        {hasCmsImage(blok.image) && (
          <div className={styles.media}>
            <CmsImage
              image={blok.image}
              alt={blok.image.alt ?? ''}
              sizes={IMAGE_SIZES[blok.variant]}
              priority
            />
          </div>
        )}
      </div>
    </div>
  );
}
