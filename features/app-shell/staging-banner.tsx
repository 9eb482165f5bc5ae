import { publicConfig, type StagingBannerColour } from '@/lib/public-config';
import styles from './staging-banner.module.css';

/** Tells editors and testers that the staging site is not the live one. */
export function StagingBanner({
  colour = publicConfig.stagingBannerColour,
}: {
  /** Red or yellow (SPEC §2); NEXT_PUBLIC_STAGING_BANNER_COLOUR unless told otherwise. */
  colour?: StagingBannerColour;
}) {
  return (
    <div className={`${styles.banner} ${styles[colour]}`} role="note">
      Staging preview: Some changes may be unfinished.
    </div>
  );
}
