import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { COOLING_OFF_DAYS } from '@/lib/gateway/contract/messages';
import { SIGNUP_LINK_DAYS } from '@/lib/gateway/contract/signup-links';
import { Button, ButtonLink } from '@/lib/ui/button';
import { journeyStore, useQuoteJourney, type JourneyStore } from '../journey/journey-store';
import { chosenQuote } from '../payment-details/build-signup-request';
import { LOGIN_PATH } from '../payment-details/signup-failure';
import { durationLabel } from '../tariffs/quote-labels';
import styles from './sign-up-complete-step.module.css';

/**
 * Sign-up complete (issue 14 item 4): the new account, its tariff and dates, the right to change
 * one's mind, what happens next and the way to log in. Reads the gateway's answer kept in the
 * journey, so a reload shows it again (the frame shows only this step once signed up). The
 * words are the same whether or not the email had a login already (issue 42 item 2): either
 * way, the link emailed to it comes next.
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
          {firstName ? `Check your email, ${firstName}` : 'Check your email'}
        </h2>
        <p>
          We&apos;ve sent an email to {signup.email}. Open the link in it within {SIGNUP_LINK_DAYS}{' '}
          days to confirm it&apos;s your email address. If you already have an account with us, the
          link adds this home to it.
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
            Open the link in the email we&apos;ve sent to {signup.email} within {SIGNUP_LINK_DAYS}{' '}
            days.
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
          Log in with {signup.email} to see your account: with the password you chose today, or, if
          you already had an account with us, once you have opened the link in our email, with the
          password you already use.
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
