import { storyblokEditable } from '@storyblok/react';
import { RichText } from '@/lib/content/rich-text/rich-text';
import type { RenderableBlok } from '../renderable-blok';
import { Bloks } from '../renderer';
import type { RichTextBlok } from './schema';
import styles from './rich-text-block.module.css';

// parseBlok checked the bloks in the text, as it does those of a block's fields.
const renderBloks = (bloks: unknown[]) => <Bloks bloks={bloks as RenderableBlok[]} />;

export function RichTextBlock({ blok }: { blok: RichTextBlok }) {
  return (
    <div className={styles.richText} {...storyblokEditable(blok)}>
      <RichText doc={blok.text} renderBloks={renderBloks} />
    </div>
  );
}
