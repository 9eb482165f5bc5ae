import styles from './star-rating.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Stars({ className }: { className: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 120 24" aria-hidden="true" focusable="false">
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} />
      ))}
    </svg>
  );
}

/**
 * Five stars filled to `rating` (out of 5, partly filling a star for 4.7). With a `label` it is
 * an image with that name; without, it is decoration beside text that says the same.
 */
export function StarRating({ rating, label }: { rating: number; label?: string }) {
  const filled = `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%`;
  return (
    <span
      className={styles.rating}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <Stars className={styles.empty} />
      <span className={styles.filled} style={{ width: filled }}>
        <Stars className={styles.full} />
      </span>
    </span>
  );
}
