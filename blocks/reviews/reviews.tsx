import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { formatLongDate, londonIsoDate } from '@/lib/format-date';
import { formatCount, formatNumber } from '@/lib/format-number';
import { BlockHeading } from '../block-heading';
import { CardTitle, cardClassName, cardGridClassName } from '../cms-card';
import { Subheadings } from '../heading-level';
import type { ReviewBlok, ReviewsBlok } from './schema';
import { StarRating } from './star-rating';
import styles from './reviews.module.css';

/** 4.75 → '4.8': a score to one decimal place at most. */
const score = (value: number) => formatNumber(value, 1);

const outOfFive = (rating: number) => `Rated ${score(rating)} out of 5`;

function ReviewCard({ review }: { review: ReviewBlok }) {
  return (
    <li className={cardClassName} {...storyblokEditable(review)}>
      <StarRating rating={review.rating} label={outOfFive(review.rating)} />
      {review.title && <CardTitle>{review.title}</CardTitle>}
      <blockquote className={styles.quote}>
        <p>{review.text}</p>
      </blockquote>
      <p className={styles.author}>
        <strong>{review.author}</strong>
        {review.detail && <span className={styles.detail}>, {review.detail}</span>}
      </p>
      {review.date && (
        <time className={styles.date} dateTime={londonIsoDate(review.date)}>
          {formatLongDate(review.date)}
        </time>
      )}
    </li>
  );
}

/** An overall score with stars, and review cards, all from the CMS (no third-party widget). */
export function Reviews({ blok }: { blok: ReviewsBlok }) {
  return (
    <div className={styles.reviews} {...storyblokEditable(blok)}>
      <BlockHeading heading={blok.heading} />
      <div className={styles.summary}>
        <p className={styles.score}>
          <span className={styles.scoreNumber}>{score(blok.score)}</span> out of 5
        </p>
        <StarRating rating={blok.score} />
        <p className={styles.count}>
          Based on {formatCount(blok.review_count, 'review', 'reviews')}
        </p>
        {blok.source && <p className={styles.source}>{blok.source}</p>}
      </div>
      {blok.reviews.length > 0 && (
        <Subheadings when={Boolean(blok.heading)}>
          <ul className={cardGridClassName}>
            {blok.reviews.map((review) => (
              <ReviewCard key={review._uid} review={review} />
            ))}
          </ul>
        </Subheadings>
      )}
    </div>
  );
}
