import { storyblokEditable } from '@storyblok/react';
import { RichText } from '@/lib/content/rich-text/rich-text';
import { safeImageSrc } from '@/lib/content/links';
import { formatLongDate, londonIsoDate } from '@/lib/format-date';
import { Author } from '../author/author';
import { Bloks } from '../renderer';
import { usePageContext } from '../page-context';
import type { BlogPostBlok } from './schema';
import styles from './blog-post.module.css';

const renderBloks = (bloks: unknown[]) => <Bloks bloks={bloks} />;

export function BlogPost({ blok }: { blok: BlogPostBlok }) {
  const publishedAt = usePageContext()?.story.publishedAt;
  const image = safeImageSrc(blok.image?.filename);
  return (
    <article className={styles.post} {...storyblokEditable(blok)}>
      <header className={styles.header}>
        <p className={styles.category}>{blok.category}</p>
        <h1 className={styles.title}>{blok.title}</h1>
        <p className={styles.meta}>
          {publishedAt && (
            <time dateTime={londonIsoDate(publishedAt)}>{formatLongDate(publishedAt)}</time>
          )}
          {blok.author && <span> · By {blok.author.name}</span>}
        </p>
      </header>
      {image && (
        <div className={styles.media}>
          {/* eslint-disable-next-line @next/next/no-img-element -- CMS image in a fixed-ratio box */}
          <img src={image} alt={blok.image?.alt ?? ''} fetchPriority="high" />
        </div>
      )}
      <RichText doc={blok.body} renderBloks={renderBloks} />
      {blok.author && <Author blok={blok.author} />}
    </article>
  );
}
