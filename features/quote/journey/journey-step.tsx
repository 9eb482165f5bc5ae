import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { quoteJourneyAccess, useFeatureFlags } from '@/features/session';
import { PhoneLink } from '@/lib/ui/phone-link';
import { Spinner } from '@/lib/ui/spinner';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { useRevealedAfterHydration } from '@/lib/use-revealed-after-hydration';
import { entryParamsFrom, mergeEntry } from './entry-params';
import { JourneyProgress } from './journey-progress';
import { journeyStore } from './journey-store';
import { StepTransition } from './step-transition';
import { stepPath, stepToShow, type JourneyStepId } from './steps';
import styles from './journey-step.module.css';

interface JourneyStepProps {
  step: JourneyStepId;
  children: ReactNode;
}

/** Each step's heading, also its page title. */
export const STEP_TITLES: Record<JourneyStepId, string> = {
  quote: 'Get an energy quote',
  'select-tariff': 'Choose your tariff',
  'personal-details': 'Your details',
  'payment-details': 'Set up your Direct Debit',
  'sign-up-complete': 'You’re signed up',
};

const QUOTE_DESCRIPTION =
  'Tell us about your home and see our prices in a couple of minutes: 100% renewable electricity, fixed and variable tariffs, and nothing you type is ever lost.';

/** Only the journey's start is worth finding in a search; the later steps hold personal data. */
function StepHead({ step }: { step: JourneyStepId }) {
  return (
    <Head>
      <title>{`${STEP_TITLES[step]} | So Energy`}</title>
      {step === 'quote' ? (
        <meta name="description" content={QUOTE_DESCRIPTION} />
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </Head>
  );
}

/**
 * Decided once, when the step opens in the browser: the step itself, or the first earlier step
 * still unfinished in this tab (a bookmark, a new tab, a reload that lost the password), which
 * the prospect is sent to. Entry ids the link carried are kept for the sign-up.
 */
function ArrivingStep({ step, children }: Pick<JourneyStepProps, 'step' | 'children'>) {
  const router = useRouter();
  const [target] = useState(() => {
    const { state, secrets } = journeyStore().getSnapshot();
    return stepToShow(step, state, secrets);
  });

  useEffect(() => {
    const store = journeyStore();
    const entry = mergeEntry(store.getSnapshot().state.entry, entryParamsFrom(router.query));
    if (entry) store.update({ entry });
    if (target !== step) void router.replace(stepPath(target));
  }, [router, step, target]);

  return target === step ? <StepTransition>{children}</StepTransition> : <StepLoading />;
}

function StepLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading your quote" />
    </div>
  );
}

/**
 * The frame of every journey step: its page title, progress, heading and the step, once it runs in
 * the browser (the journey lives in this tab's storage, which the server cannot see). What a
 * step saves while it is open never moves the prospect on by itself.
 */
export function JourneyStep({ step, children }: JourneyStepProps) {
  const { isReady } = useRouter();
  const revealed = useRevealedAfterHydration();
  const access = quoteJourneyAccess({ featureFlags: useFeatureFlags() });
  const progressId = useId();
  const loading = useMinimumDisplay(access.allowed && !(revealed && isReady));

  return (
    <div className={styles.journey}>
      <StepHead step={step} />
      {step !== 'sign-up-complete' && <JourneyProgress current={step} countId={progressId} />}
      <h1
        tabIndex={-1}
        aria-describedby={step !== 'sign-up-complete' ? progressId : undefined}
        className={styles.title}
      >
        {STEP_TITLES[step]}
      </h1>
      {!access.allowed ? (
        <p className={styles.closed}>
          {access.reason} Please call us on <PhoneLink /> and we&apos;ll give you a quote over the
          phone.
        </p>
      ) : !loading ? (
        <ArrivingStep step={step}>{children}</ArrivingStep>
      ) : (
        <StepLoading />
      )}
    </div>
  );
}
