import { storyblokEditable } from '@storyblok/react';
import { Bloks } from '../renderer';
import type { PageBlok } from './schema';
import styles from './page.module.css';

export function Page({ blok }: { blok: PageBlok }) {
  return (
    <div className={styles.page} {...storyblokEditable(blok)}>
      <Bloks bloks={blok.body} />
    </div>
  );
}
