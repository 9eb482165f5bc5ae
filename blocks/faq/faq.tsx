import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { AccordionItems } from '../accordion/accordion';
import { BlockHeading } from '../block-heading';
import { faqJsonLd } from './faq-json-ld';
import type { FaqBlok } from './schema';
import styles from './faq.module.css';

export function Faq({ blok }: { blok: FaqBlok }) {
  return (
    <div className={styles.faq} {...storyblokEditable(blok)}>
      <BlockHeading heading={blok.heading} />
      <AccordionItems items={blok.items} />
      <script
        type="application/ld+json"
        // The JSON is built from parsed CMS text and escaped for a script element.
        dangerouslySetInnerHTML={{ __html: faqJsonLd(blok.items) }}
      />
    </div>
  );
}
