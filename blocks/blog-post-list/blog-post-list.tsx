import { storyblokEditable } from '@storyblok/react';
import Link from 'next/link';
import { useId } from 'react';
import { blogPagePath } from '@/features/cms-page';
import { safeImageSrc } from '@/lib/content/links';
import { formatLongDate, londonIsoDate } from '@/lib/format-date';
import { usePageContext, type BlogPostSummary } from '../page-context';
import type { BlogPostListBlok } from './schema';
import styles from './blog-post-list.module.css';

function PostCard({ post }: { post: BlogPostSummary }) {
  const image = safeImageSrc(post.image?.filename);
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        {/* eslint-disable-next-line @next/next/no-img-element -- CMS image in a fixed-ratio box */}
        {image && <img src={image} alt="" loading="lazy" />}
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
