import { useState } from 'react';
import { StagingBanner } from '@/features/app-shell';
import { stagingBannerColours } from '@/lib/public-config';
import { Button, buttonSizes, buttonVariants, type ButtonVariant } from '@/lib/ui/button';
import { Checkbox } from '@/lib/ui/checkbox';
import { Fieldset } from '@/lib/ui/fieldset';
import { Input } from '@/lib/ui/input';
import { announce } from '@/lib/ui/live-region';
import { Modal, type ModalSize } from '@/lib/ui/modal';
import { Select } from '@/lib/ui/select';
import { Spinner } from '@/lib/ui/spinner';
import { Textarea } from '@/lib/ui/textarea';
import styles from './design-system.module.css';

/** Variants drawn in white for dark backgrounds. */
const ON_DARK: ButtonVariant[] = [
  'invertedPrimary',
  'transparentSecondary',
  'whiteNoBorder',
  'invertedSecondary',
];

function ButtonShowcase() {
  return (
    <section className={styles.section} aria-labelledby="buttons">
      <h2 id="buttons">Buttons</h2>
      {buttonVariants.map((variant) => (
        <div key={variant} className={ON_DARK.includes(variant) ? styles.darkRow : styles.row}>
          <h3 className={styles.rowTitle}>{variant}</h3>
          {buttonSizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`Get a quote (${size})`}
            </Button>
          ))}
          <Button variant={variant} loading>
            Saving
          </Button>
          <Button variant={variant} disabled>
            Unavailable
          </Button>
        </div>
      ))}
    </section>
  );
}

/** Every field control; each draws its hint and error the same way (lib/ui/field-messages). */
function FieldShowcase() {
  return (
    <section className={styles.section} aria-labelledby="fields">
      <h2 id="fields">Fields</h2>
      <div className={styles.grid}>
        <Input label="Postcode" name="empty" hint="Empty: the label sits inside until you type" />
        <Input
          label="Email address"
          type="email"
          name="filled"
          defaultValue="sam.taylor@example.com"
          hint="Filled: the label floats"
        />
        <Input
          label="Account number"
          name="disabled"
          disabled
          defaultValue="A-10234"
          hint="Disabled"
        />
        <Input
          label="Meter reading"
          name="invalid"
          defaultValue="12a45"
          error="Enter your reading using numbers only"
        />
        <Checkbox label="Keep me signed in" name="unchecked" hint="A checkbox with a hint" />
        <Checkbox label="Send me offers by email" name="checked" defaultChecked />
        <Checkbox
          label="I agree to the terms"
          name="invalid-checkbox"
          error="Tick the box to agree to the terms"
        />
        <Select label="Payment method" name="select" hint="A select with a hint">
          <option>Direct Debit</option>
          <option>Pay on receipt of bill</option>
        </Select>
        <Select label="Topic" name="invalid-select" error="Choose what your message is about">
          <option value="">Choose a topic</option>
        </Select>
        <Textarea
          label="Your message"
          name="textarea"
          rows={4}
          characterLimit={2000}
          error="Enter your message"
        />
        <Fieldset
          legend="How would you like your bills?"
          error="Choose how you would like your bills"
        >
          {['By email', 'By post'].map((way) => (
            <label key={way}>
              <input type="radio" name="bills" value={way} /> {way}
            </label>
          ))}
        </Fieldset>
      </div>
    </section>
  );
}

function ModalShowcase() {
  const [open, setOpen] = useState<ModalSize | null>(null);
  return (
    <section className={styles.section} aria-labelledby="modals">
      <h2 id="modals">Modals</h2>
      <div className={styles.row}>
        {(['default', 'large', 'fullScreen'] as const).map((size) => (
          <Button key={size} variant="secondary" onClick={() => setOpen(size)}>
            {`Open ${size} modal`}
          </Button>
        ))}
      </div>
      <Modal
        open={open !== null}
        size={open ?? 'default'}
        title="Switch to So Energy?"
        onClose={() => setOpen(null)}
        onConfirm={() => {
          setOpen(null);
          announce('Your switch has been confirmed');
        }}
        confirmLabel="Confirm switch"
      >
        <p>We will tell your current supplier and move your account over in about 21 days.</p>
      </Modal>
    </section>
  );
}

function FeedbackShowcase() {
  return (
    <section className={styles.section} aria-labelledby="feedback">
      <h2 id="feedback">Loading and announcements</h2>
      <div className={styles.row}>
        <Spinner label="Loading your tariffs" />
        <Spinner label="Loading your account" size="1.5rem" />
        <Button variant="tertiary" onClick={() => announce('Your meter reading was saved')}>
          Announce a message
        </Button>
      </div>
    </section>
  );
}

/** The app shell's staging banner in both colours; only a staging build shows it on pages. */
function StagingBannerShowcase() {
  return (
    <section className={styles.section} aria-labelledby="staging-banner">
      <h2 id="staging-banner">Staging banner</h2>
      {stagingBannerColours.map((colour) => (
        <div key={colour} className={styles.fixedFrame}>
          <StagingBanner colour={colour} label={`Staging notice in ${colour}`} />
        </div>
      ))}
    </section>
  );
}

/** Every primitive of lib/ui in each variant and state, for designers and reviewers. */
export function DesignSystem() {
  return (
    <div className={styles.page}>
      <h1>Design system</h1>
      <p>Every building block of the site in each variant and state.</p>
      <ButtonShowcase />
      <FieldShowcase />
      <ModalShowcase />
      <FeedbackShowcase />
      <StagingBannerShowcase />
    </div>
  );
}
