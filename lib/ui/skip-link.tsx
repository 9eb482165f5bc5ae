import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: lets keyboard users jump past the header. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
