import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { COOLING_OFF_DAYS } from '@/lib/gateway/contract/messages';
import { Button, ButtonLink } from '@/lib/ui/button';
import { journeyStore, useQuoteJourney, type JourneyStore } from '../journey/journey-store';
import { chosenQuote } from '../payment-details/build-signup-request';
import { LOGIN_PATH } from '../payment-details/signup-failure';
import { durationLabel } from '../tariffs/quote-labels';
import styles from './sign-up-complete-step.module.css';

/**
 * Sign-up complete (issue 14 item 4): the new account, its tariff and dates, the right to change
 * one's mind, what happens next and the way to log in. Reads the gateway's answer kept in the
 * journey, so a reload shows it again (the frame shows only this step once signed up).
 */
export function SignUpCompleteStep({ store = journeyStore() }: { store?: JourneyStore }) {
  const { state } = useQuoteJourney(store);
  const { signup } = state;
  if (!signup) return null;
  const quote = chosenQuote(state);
  const firstName = state.personalDetails?.firstName;

  return (
    <div className={styles.step}>
      <section className={styles.welcome} aria-labelledby="signup-welcome">
        <h2 id="signup-welcome">
          {firstName ? `Welcome to So Energy, ${firstName}!` : 'Welcome to So Energy!'}
        </h2>
        <p>
          Your account is open. We&apos;ll take care of the switch from here: there&apos;s nothing
          you need to do to keep your energy flowing.
        </p>
      </section>

      <section className={styles.panel} aria-labelledby="signup-summary">
        <h2 id="signup-summary">Your account</h2>
        <dl className={styles.details}>
          <dt>Account number</dt>
          <dd>{signup.accountNumber}</dd>
          <dt>Tariff</dt>
          <dd>
            {signup.tariffName}
            {quote && <span className={styles.aside}> ({durationLabel(quote)})</span>}
          </dd>
          <dt>Switch date</dt>
          <dd>{formatLongDate(signup.supplyStartDate)}</dd>
          <dt>First Direct Debit</dt>
          <dd>
            {formatPounds(signup.firstDirectDebit.amountPence)} on{' '}
            {formatLongDate(signup.firstDirectDebit.date)}
          </dd>
          <dt>Email</dt>
          <dd>{signup.email}</dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="signup-next">
        <h2 id="signup-next">What happens next</h2>
        <ol className={styles.steps}>
          <li>
            We&apos;ll send a welcome email to {signup.email} with your account details and your
            tariff&apos;s terms.
          </li>
          <li>
            We contact your current supplier to arrange the switch: you don&apos;t need to tell
            them, and your supply isn&apos;t interrupted.
          </li>
          <li>
            Around your switch date on {formatLongDate(signup.supplyStartDate)}, we&apos;ll ask you
            for an opening meter reading (a smart meter may send it for you), so your old supplier
            bills you only for what you used with them.
          </li>
          <li>
            Your first Direct Debit of {formatPounds(signup.firstDirectDebit.amountPence)} is taken
            on or just after {formatLongDate(signup.firstDirectDebit.date)}.
          </li>
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="signup-cooling-off">
        <h2 id="signup-cooling-off">Changed your mind?</h2>
        <p>
          You have {COOLING_OFF_DAYS} days from the day you agreed your contract with us to cancel,
          at no cost. Just get in touch and we&apos;ll stop the switch.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="signup-login">
        <h2 id="signup-login">Your online account</h2>
        <p>
          Log in with {signup.email} and the password you chose to see your account. If you already
          had an account with us, we have added your new home to it: log in with the password you
          already use.
        </p>
        <div className={styles.actions}>
          <ButtonLink href={LOGIN_PATH}>Log in to your account</ButtonLink>
          <Button variant="secondary" onClick={() => window.print()}>
            Print this page
          </Button>
        </div>
      </section>
    </div>
  );
}
