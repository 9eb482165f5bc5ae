import { storyblokEditable } from '@storyblok/react';
import { safeImageSrc } from '@/lib/content/links';
import { Bloks } from '../renderer';
import type { HeroBlok } from './schema';
import styles from './hero.module.css';

export function Hero({ blok }: { blok: HeroBlok }) {
  const imageSrc = safeImageSrc(blok.image?.filename);
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
        {imageSrc && (
          <div className={styles.media}>
            {/* eslint-disable-next-line @next/next/no-img-element -- CMS image in a fixed-ratio box */}
            <img src={imageSrc} alt={blok.image?.alt ?? ''} fetchPriority="high" />
          </div>
        )}
      </div>
    </div>
  );
}
