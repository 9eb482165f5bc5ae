import type { BlockIssue } from './renderable-blok';
import styles from './diagnostic-card.module.css';

interface DiagnosticCardProps {
  component: string;
  uid: string;
  /** Empty when the component is not in the registry at all. */
  issues: BlockIssue[];
}

/** Shown to editors in preview and development in place of a block that cannot render. */
export function DiagnosticCard({ component, uid, issues }: DiagnosticCardProps) {
  const unknown = issues.length === 0;
  return (
    <aside className={styles.card} aria-label={`Problem with block ${component}`}>
      <p className={styles.title}>
        <strong>
          {unknown ? `Unknown block “${component}”` : `Block “${component}” has invalid content`}
        </strong>
      </p>
      {unknown ? (
        <p>No component is registered under this name in blocks/registry.ts.</p>
      ) : (
        <ul className={styles.issues}>
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              <code>{issue.path}</code>: {issue.message}
            </li>
          ))}
        </ul>
      )}
      <p>
        Block id <code>{uid}</code>. Only editors see this; visitors see nothing in its place.
      </p>
    </aside>
  );
}
