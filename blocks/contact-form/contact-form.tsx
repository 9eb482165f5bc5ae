import { storyblokEditable } from '@storyblok/react';
import dynamic from 'next/dynamic';
import { blockLoading } from '../block-loading';
import type { ContactFormBlok } from './schema';
import styles from '../block-form.module.css';

// react-hook-form, the contract and the gateway client load only on pages with the form.
const ContactFormFields = dynamic(
  () => import('./contact-form-fields').then((module) => module.ContactFormFields),
  { loading: blockLoading('48rem') },
);

export function ContactForm({ blok }: { blok: ContactFormBlok }) {
  return (
    <div className={styles.block} {...storyblokEditable(blok)}>
      {blok.intro && <p className={styles.intro}>{blok.intro}</p>}
      <ContactFormFields blok={blok} />
    </div>
  );
}
