import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { RichText } from '@/lib/content/rich-text/rich-text';
import { renderEmbeddedBlok } from './embedded-blok';
import type { RichTextBlok } from './schema';
import styles from './rich-text-block.module.css';

export function RichTextBlock({ blok }: { blok: RichTextBlok }) {
  return (
    <div className={styles.richText} {...storyblokEditable(blok)}>
      <RichText doc={blok.text} renderBlok={renderEmbeddedBlok} />
    </div>
  );
}
