import { storyblokEditable } from '@storyblok/react';
import { safeImageSrc } from '@/lib/content/links';
import type { AuthorBlok } from './schema';
import styles from './author.module.css';

export function Author({ blok }: { blok: AuthorBlok }) {
  const avatar = safeImageSrc(blok.avatar?.filename);
  return (
    <aside className={styles.author} aria-label="About the author" {...storyblokEditable(blok)}>
      {avatar && (
        // eslint-disable-next-line @next/next/no-img-element -- small fixed-size avatar
        <img className={styles.avatar} src={avatar} alt="" width={64} height={64} loading="lazy" />
      )}
      <div>
        <p className={styles.name}>{blok.name}</p>
        {blok.role && <p className={styles.role}>{blok.role}</p>}
        {blok.bio && <p className={styles.bio}>{blok.bio}</p>}
      </div>
    </aside>
  );
}
