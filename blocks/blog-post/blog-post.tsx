import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { RichText } from '@/lib/content/rich-text/rich-text';
import { CmsImage, hasCmsImage } from '@/lib/content/cms-image';
import { formatLongDate, londonIsoDate } from '@/lib/format-date';
import { Author } from '../author/author';
import { renderEmbeddedBlok } from '../rich-text/embedded-blok';
import { usePageContext } from '../page-context';
import type { BlogPostBlok } from './schema';
import styles from './blog-post.module.css';

/** A post is one column at a reading width (blog-post.module.css). */
const POST_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw';

export function BlogPost({ blok }: { blok: BlogPostBlok }) {
  const publishedAt = usePageContext()?.story.publishedAt;
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
      {hasCmsImage(blok.image) && (
        <div className={styles.media}>
          <CmsImage
            image={blok.image}
            alt={blok.image.alt ?? ''}
            sizes={POST_IMAGE_SIZES}
            priority
          />
        </div>
      )}
      <RichText doc={blok.body} renderBlok={renderEmbeddedBlok} />
      {blok.author && <Author blok={blok.author} />}
    </article>
  );
}
