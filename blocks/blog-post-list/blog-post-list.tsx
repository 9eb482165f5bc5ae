import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { Link } from '@/lib/ui/link';
import { useId } from 'react';
import { blogPagePath } from '@/features/cms-page';
import { CmsImage } from '@/lib/content/cms-image';
import { formatLongDate, londonIsoDate } from '@/lib/format-date';
import { usePageContext, type BlogPostSummary } from '../page-context';
import type { BlogPostListBlok } from './schema';
import styles from './blog-post-list.module.css';

/** One, two, then three cards a row (blog-post-list.module.css). */
const IMAGE_SIZES = '(min-width: 1212px) 33vw, (min-width: 768px) 50vw, 100vw';

function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        {/* The post's title says what it is about: the picture beside it is decorative. */}
        {post.image && <CmsImage image={post.image} alt="" sizes={IMAGE_SIZES} />}
      </div>
      <p className={styles.category}>{post.category}</p>
      <h3 className={styles.title}>
        <Link href={post.path}>{post.title}</Link>
      </h3>
      <p className={styles.meta}>
        {post.publishedAt && (
          <time dateTime={londonIsoDate(post.publishedAt)}>{formatLongDate(post.publishedAt)}</time>
        )}
        {post.authorName && <span> · {post.authorName}</span>}
      </p>
      <p className={styles.excerpt}>{post.excerpt}</p>
    </li>
  );
}

function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className={styles.pagination} aria-label="Blog pages">
      {page > 1 && (
        <Link href={blogPagePath(page - 1)} rel="prev">
          Newer posts
        </Link>
      )}
      <ol className={styles.pages}>
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <Link href={blogPagePath(number)} aria-label={`Page ${number}`}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < totalPages && (
        <Link href={blogPagePath(page + 1)} rel="next">
          Older posts
        </Link>
      )}
    </nav>
  );
}

export function BlogPostList({ blok }: { blok: BlogPostListBlok }) {
  const headingId = useId();
  const listing = usePageContext()?.blogPosts;
  return (
    <section className={styles.list} aria-labelledby={headingId} {...storyblokEditable(blok)}>
      <h2 id={headingId} className={styles.heading}>
        {blok.heading}
        {listing && listing.page > 1 && ` (page ${listing.page} of ${listing.totalPages})`}
      </h2>
      {listing?.posts.length ? (
        <>
          <ul className={styles.cards}>
            {listing.posts.map((post) => (
              <PostCard key={post.path} post={post} />
            ))}
          </ul>
          <Pagination page={listing.page} totalPages={listing.totalPages} />
        </>
      ) : (
        <p>There are no posts here yet. Please check back soon.</p>
      )}
    </section>
  );
}
