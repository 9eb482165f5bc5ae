import { Link } from '@/lib/ui/link';
import { FormField } from '@/lib/forms/form-field';
import { Button } from '@/lib/ui/button';
import { Select } from '@/lib/ui/select';
import { Spinner } from '@/lib/ui/spinner';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { OFFLINE_RETRY_MESSAGE } from '../journey/retry-when-online';
import type { QuoteForm } from './quote-form';
import type { AddressLookup } from './use-address-lookup';
import styles from './quote-step.module.css';

interface AddressSectionProps {
  form: QuoteForm;
  lookup: AddressLookup;
  onFind: () => void;
}

function LookupOutcome({ lookup, finding }: { lookup: AddressLookup; finding: boolean }) {
  if (finding && lookup.status !== 'idle') {
    return <Spinner label={`Finding the homes at ${lookup.postcode}`} size="2rem" />;
  }
  switch (lookup.status) {
    case 'no-homes':
      return (
        <p className={styles.notice}>
          We couldn&apos;t find any homes at {lookup.postcode}. It may be a postcode used only by
          businesses: we supply homes, so for a business please see{' '}
          <Link href="/broker">energy for businesses</Link>. If it&apos;s your home, check the
          postcode on a recent bill.
        </p>
      );
    case 'not-supplied':
      return (
        <p className={styles.notice}>
          {lookup.message} We supply homes in England, Scotland and Wales.
        </p>
      );
    case 'failed':
      return <p className={styles.notice}>{lookup.message}</p>;
    case 'offline':
      return <p className={styles.notice}>{OFFLINE_RETRY_MESSAGE}</p>;
    default:
      return null;
  }
}

/** Postcode → the homes there → the prospect's own. */
export function AddressSection({ form, lookup, onFind }: AddressSectionProps) {
  const finding = useMinimumDisplay(lookup.status === 'loading');
  const found = lookup.status === 'found' && !finding;
  return (
    <section className={styles.section} aria-labelledby="quote-home">
      <h2 id="quote-home" className={styles.heading}>
        Your home
      </h2>
      <div className={styles.postcodeRow}>
        <div className={styles.postcodeField}>
          <FormField
            form={form}
            name="postcode"
            label="Postcode"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onFind();
              }
            }}
          />
        </div>
        <Button type="button" variant="secondary" onClick={onFind} loading={finding}>
          Find my address
        </Button>
      </div>
      <div className={styles.lookup}>
        {/* Only what the lookup found is announced, not the list of homes after it. */}
        <div aria-live="polite">
          {found ? (
            <p className={styles.count}>
              {`${lookup.addresses.length === 1 ? '1 home' : `${lookup.addresses.length} homes`} found at ${lookup.postcode}`}
            </p>
          ) : (
            <LookupOutcome lookup={lookup} finding={finding} />
          )}
        </div>
        {found && (
          <>
            <FormField form={form} name="uprn" as={Select} label="Your address">
              <option value="">Choose your address</option>
              {lookup.addresses.map((address) => (
                <option key={address.uprn} value={address.uprn}>
                  {[address.line1, address.line2, address.town].filter(Boolean).join(', ')}
                </option>
              ))}
            </FormField>
            <details className={styles.help}>
              <summary>My address isn&apos;t listed</summary>
              <p>
                Check the postcode against a recent energy bill or letter: new homes sometimes take
                a few weeks to appear. If it still isn&apos;t there, call us on{' '}
                <a href="tel:03301115050">0330 111 5050</a> (Monday to Friday, 9am to 5pm) and
                we&apos;ll find your meter and give you a quote over the phone.
              </p>
            </details>
          </>
        )}
      </div>
    </section>
  );
}
