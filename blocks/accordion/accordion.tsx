import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { RichText } from '@/lib/content/rich-text/rich-text';
import type { AccordionBlok, AccordionItemBlok } from './schema';
import styles from './accordion.module.css';

/** Questions and answers; native details/summary, so it works by keyboard with no script. */
export function AccordionItems({ items }: { items: readonly AccordionItemBlok[] }) {
  return items.map((item) => (
    <details key={item._uid} className={styles.item} {...storyblokEditable(item)}>
      <summary className={styles.summary}>{item.title}</summary>
      <div className={styles.answer}>
        <RichText doc={item.content} />
      </div>
    </details>
  ));
}

export function Accordion({ blok }: { blok: AccordionBlok }) {
  return (
    <div className={styles.accordion} {...storyblokEditable(blok)}>
      {blok.heading && <h2 className={styles.heading}>{blok.heading}</h2>}
      <AccordionItems items={blok.items} />
    </div>
  );
}
