import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { deferredPart } from '../deferred-part';
import type { EvReminderBlok } from './schema';
import styles from '../block-form.module.css';

// The form and its gateway call load only on pages that offer the reminder.
const EvReminderForm = deferredPart(() =>
  import('./ev-reminder-form').then((module) => module.EvReminderForm),
);

export function EvReminder({ blok }: { blok: EvReminderBlok }) {
  return (
    <div className={styles.block} {...storyblokEditable(blok)}>
      {blok.intro && <p className={styles.intro}>{blok.intro}</p>}
      <EvReminderForm blok={blok} />
    </div>
  );
}
