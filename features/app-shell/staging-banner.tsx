import { publicConfig, type StagingBannerColour } from '@/lib/public-config';
import styles from './staging-banner.module.css';

/**
 * Tells editors and testers that the staging site is not the live one. A landmark of its own,
 * since it sits outside the header and the page.
 */
export function StagingBanner({
  colour = publicConfig.stagingBannerColour,
  label = 'Staging notice',
}: {
  /** Red or yellow (SPEC §2); NEXT_PUBLIC_STAGING_BANNER_COLOUR unless told otherwise. */
  colour?: StagingBannerColour;
  /** The landmark's name; a page showing several (the design system) tells them apart. */
  label?: string;
}) {
  return (
    <aside className={`${styles.banner} ${styles[colour]}`} aria-label={label}>
      Staging preview: Some changes may be unfinished.
    </aside>
  );
}
