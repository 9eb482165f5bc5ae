import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { deferredPart } from '../deferred-part';
import type { ContactFormBlok } from './schema';
import styles from '../block-form.module.css';

// react-hook-form, the contract and the gateway client load only on pages with the form.
const ContactFormFields = deferredPart(() =>
  import('./contact-form-fields').then((module) => module.ContactFormFields),
);

export function ContactForm({ blok }: { blok: ContactFormBlok }) {
  return (
    <div className={styles.block} {...storyblokEditable(blok)}>
      {blok.intro && <p className={styles.intro}>{blok.intro}</p>}
      <ContactFormFields blok={blok} />
    </div>
  );
}
