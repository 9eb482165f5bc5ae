import styles from './preview-badge.module.css';

/** Tells an editor they are looking at draft content, with the way out. */
export function PreviewBadge({ path }: { path: string }) {
  return (
    <aside className={styles.badge} aria-label="Preview mode">
      <strong>Preview</strong>
      <span>showing draft content</span>
      {/* A full page load, not client navigation: leaving preview must drop the draft page. */}
      <a href={`/api/exit-preview?slug=${encodeURIComponent(path)}`}>Exit preview</a>
    </aside>
  );
}
