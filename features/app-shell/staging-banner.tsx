import styles from './staging-banner.module.css';

/** Tells editors and testers that the staging site is not the live one. */
export function StagingBanner() {
  return (
    <div className={styles.banner} role="note">
      Staging preview: Some changes may be unfinished.
    </div>
  );
}
