import { useId, useState } from 'react';
import { CmsImage } from '@/lib/content/cms-image';
import { ButtonLink } from '@/lib/ui/button';
import type { BannerConfig } from './schema';
import styles from './site-banner.module.css';
import { isBannerVisible } from './visibility';

interface SiteBannerProps {
  config: BannerConfig;
  /** The current page's path, matched against pagesToShowOn. */
  path: string;
  now?: Date;
}

/** The CMS-driven announcement under the header: standard, or review-site with an image. */
export function SiteBanner({ config, path, now = new Date() }: SiteBannerProps) {
  const [expanded, setExpanded] = useState(false);
  const dropdownId = useId();
  if (!isBannerVisible(config, { path, now })) return null;

  const reviewSite = config.variant === 'review-site';
  const paragraphs = config.dropdownContent?.split(/\n\s*\n/) ?? [];

  return (
    <section
      className={[styles.banner, reviewSite && styles.reviewSite].filter(Boolean).join(' ')}
      aria-label="Announcement"
    >
      <div className={styles.inner}>
        {reviewSite && config.bannerImage && (
          // 2rem high (site-banner.module.css): a review site's logo, a few times wider than high.
          <CmsImage
            className={styles.image}
            image={config.bannerImage}
            alt={config.bannerImage.alt}
            sizes="10rem"
          />
        )}
        <p className={styles.heading}>{config.heading}</p>
        {paragraphs.length > 0 && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={dropdownId}
            onClick={() => setExpanded((open) => !open)}
          >
            Find out more
          </button>
        )}
        {config.actionButton.map(
          (action) =>
            action.link && (
              <ButtonLink
                key={`${action.label}-${action.link}`}
                href={action.link}
                variant={reviewSite ? 'primary' : 'invertedPrimary'}
                size="xs"
              >
                {action.label}
              </ButtonLink>
            ),
        )}
      </div>
      {paragraphs.length > 0 && (
        <div id={dropdownId} className={styles.dropdown} hidden={!expanded}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
    </section>
  );
}
