import type { DynamicOptionsLoadingProps } from 'next/dynamic';
import styles from './block-loading.module.css';

/** In place of a block's interactive part whose code could not load: what to do about it. */
export function PartLoadFailed() {
  return (
    <p role="alert" className={styles.failed}>
      This part of the page could not load. Please check your connection and reload the page.
    </p>
  );
}

/**
 * What a block whose interactive part loads on demand (next/dynamic) shows until its code
 * arrives after a client-side navigation: the space it will take, so nothing jumps; or, when
 * the code cannot load, a message that says what to do. (Pages rendered on the server include
 * the code already.)
 */
export function blockLoading(minHeight: string) {
  return function BlockLoading({ error }: DynamicOptionsLoadingProps) {
    if (error) return <PartLoadFailed />;
    return <div className={styles.loading} style={{ minHeight }} aria-busy="true" />;
  };
}
