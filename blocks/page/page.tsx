import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { Activity } from 'react';
import { Blok } from '../renderer';
import type { PageBlok } from './schema';
import styles from './page.module.css';

/** Blocks that lay out their own full-width band, with its margins and container. */
const BANDS = new Set(['hero', 'section', 'blog_post', 'blog_post_list']);

export function Page({ blok }: { blok: PageBlok }) {
  return (
    <div className={styles.page} {...storyblokEditable(blok)}>
      {/* The renderer skips hidden bloks; skip them here too, or their margins would stay. */}
      {blok.body
        .filter((child) => child.hidden !== true)
        .map((child) => (
          // Each block hydrates on its own, after the page's frame and in slices: no one long
          // task for the whole page, and a click on a block hydrates that block first.
          <Activity key={child._uid}>
            {BANDS.has(child.component) ? (
              <Blok blok={child} />
            ) : (
              // Anything else an editor puts straight in the page (an FAQ, an accordion) gets the
              // margins and width a section would give it.
              <div className={styles.contained}>
                <Blok blok={child} />
              </div>
            )}
          </Activity>
        ))}
    </div>
  );
}
