import { storyblokEditable } from '@storyblok/react';
import { RichText } from '@/lib/content/rich-text/rich-text';
import { Bloks } from '../renderer';
import type { RichTextBlok } from './schema';
import styles from './rich-text-block.module.css';

const renderBloks = (bloks: unknown[]) => <Bloks bloks={bloks} />;

export function RichTextBlock({ blok }: { blok: RichTextBlok }) {
  return (
    <div className={styles.richText} {...storyblokEditable(blok)}>
      <RichText doc={blok.text} renderBloks={renderBloks} />
    </div>
  );
}
