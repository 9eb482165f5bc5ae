import { Link } from '@/lib/ui/link';
import { JOURNEY_STEPS, type JourneyStepId } from './steps';
import styles from './journey-progress.module.css';

const STEP_NAMES: Record<Exclude<JourneyStepId, 'sign-up-complete'>, string> = {
  quote: 'Your home',
  'select-tariff': 'Your tariff',
  'personal-details': 'Your details',
  'payment-details': 'Payment',
};

const SHOWN_STEPS = JOURNEY_STEPS.filter(
  (step): step is (typeof JOURNEY_STEPS)[number] & { id: keyof typeof STEP_NAMES } =>
    step.id !== 'sign-up-complete',
);

/**
 * Where the prospect is in the journey; the steps before this one can be opened again. The
 * count ("Step 2 of 4", id `countId`) describes the step's heading.
 */
export function JourneyProgress({
  current,
  countId,
}: {
  current: keyof typeof STEP_NAMES;
  countId: string;
}) {
  const currentIndex = SHOWN_STEPS.findIndex(({ id }) => id === current);
  return (
    <nav aria-label="Sign-up progress" className={styles.progress}>
      <p id={countId} className={styles.count}>
        {`Step ${currentIndex + 1} of ${SHOWN_STEPS.length}`}
      </p>
      <ol className={styles.steps}>
        {SHOWN_STEPS.map(({ id, path }, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          return (
            <li key={id} className={`${styles.step} ${styles[state]}`}>
              {state === 'done' ? (
                <Link href={path}>{STEP_NAMES[id]}</Link>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>
                  {STEP_NAMES[id]}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export type ProgressStepId = keyof typeof STEP_NAMES;
