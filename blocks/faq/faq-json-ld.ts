import { plainText } from '@/lib/content/rich-text/plain-text';
import type { AccordionItemBlok } from '../accordion/schema';

/** schema.org FAQPage for the questions, as a string safe inside a <script> element. */
export function faqJsonLd(items: readonly AccordionItemBlok[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.content) },
    })),
  };
  // "</script>" or "<!--" in an answer must not end the script early.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
