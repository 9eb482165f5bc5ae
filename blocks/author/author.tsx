import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { CmsImage } from '@/lib/content/cms-image';
import type { AuthorBlok } from './schema';
import styles from './author.module.css';

const AVATAR_BOX = { width: 64, height: 64 };

export function Author({ blok }: { blok: AuthorBlok }) {
  return (
    <aside className={styles.author} aria-label="About the author" {...storyblokEditable(blok)}>
      {blok.avatar && (
        // The author's name is beside it: the photo is decorative.
        <CmsImage
          className={styles.avatar}
          image={blok.avatar}
          alt=""
          sizes="4rem"
          box={AVATAR_BOX}
        />
      )}
      <div>
        <p className={styles.name}>{blok.name}</p>
        {blok.role && <p className={styles.role}>{blok.role}</p>}
        {blok.bio && <p className={styles.bio}>{blok.bio}</p>}
      </div>
    </aside>
  );
}
