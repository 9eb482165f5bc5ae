import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { BlockHeading } from '../block-heading';
import { Heading, Subheadings } from '../heading-level';
import { EmergencyNumbers } from './emergency-numbers';
import type { ContactDetailsBlok } from './schema';
import styles from './contact-details.module.css';

const dialable = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** How to reach us (phone, email, opening hours) and the national emergency numbers. */
export function ContactDetails({ blok }: { blok: ContactDetailsBlok }) {
  const hasContact = Boolean(blok.phone || blok.email || blok.opening_hours.length);
  return (
    <div className={styles.contactDetails} {...storyblokEditable(blok)}>
      <BlockHeading heading={blok.heading} intro={blok.intro} />
      <Subheadings when={Boolean(blok.heading)}>
        <div className={styles.panels}>
          {blok.show_emergency_numbers && <EmergencyNumbers />}
          {hasContact && (
            <div className={styles.contact}>
              <Heading className={styles.panelHeading}>Contact us</Heading>
              {blok.phone && (
                <p>
                  Call{' '}
                  <a className={styles.dial} href={dialable(blok.phone)}>
                    {blok.phone}
                  </a>
                  {blok.phone_note && <span className={styles.note}>{blok.phone_note}</span>}
                </p>
              )}
              {blok.email && (
                <p>
                  Email <a href={`mailto:${blok.email}`}>{blok.email}</a>
                </p>
              )}
              {blok.opening_hours.length > 0 && (
                <Subheadings>
                  <Heading className={styles.hoursHeading}>Opening hours</Heading>
                  <dl className={styles.hours}>
                    {blok.opening_hours.map((entry) => (
                      <div key={entry._uid} {...storyblokEditable(entry)}>
                        <dt>{entry.days}</dt>
                        <dd>{entry.hours}</dd>
                      </div>
                    ))}
                  </dl>
                </Subheadings>
              )}
            </div>
          )}
        </div>
      </Subheadings>
    </div>
  );
}
