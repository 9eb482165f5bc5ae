import { formatLongDate } from '@/lib/format-date';
import type { SwitchProgress } from '@/lib/gateway/contract/switches';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { ScreenDataView, useScreenData } from '../screen/screen-data';
import { CancelSwitch } from './cancel-switch';
import { OpeningReadingPrompt } from './opening-reading-prompt';
import { SwitchStages } from './switch-stages';
import { useSwitchTracker } from './use-switch-tracker';
import styles from './switch-tracker.module.css';

const TITLE = 'Your switch to So Energy';

interface SwitchTrackerProps {
  accountId: number | undefined;
  /** The account is still being set up (not live yet): only then is there a switch to follow. */
  settingUp: boolean;
}

/** Account Home's tracker of a new account's switch, stage by stage, until it is supplied. */
export function SwitchTracker({ accountId, settingUp }: SwitchTrackerProps) {
  const state = useScreenData(useSwitchTracker(accountId, settingUp));
  if (!settingUp || accountId === undefined) return null;
  // Set up some other way than by signing up online (by phone, say): nothing to follow here.
  if (state.phase === 'loaded' && state.data.progress === null) return null;
  return (
    <section
      className={styles.tracker}
      aria-labelledby="switch-tracker-title"
      aria-busy={state.phase === 'loading' || undefined}
    >
      <h2 id="switch-tracker-title" className={styles.title}>
        {TITLE}
      </h2>
      <ScreenDataView
        state={state}
        placeholder={
          <LoadingPlaceholder label="Loading your switch" className={styles.placeholder} />
        }
      >
        {({ progress }) =>
          progress && <SwitchProgressView accountId={accountId} progress={progress} />
        }
      </ScreenDataView>
    </section>
  );
}

function SwitchProgressView({
  accountId,
  progress,
}: {
  accountId: number;
  progress: SwitchProgress;
}) {
  if (progress.cancelledOn !== null) {
    return (
      <p className={styles.cancelled}>
        You cancelled your switch on {formatLongDate(progress.cancelledOn)}. Your current supplier
        carries on supplying your home, and you owe us nothing. We have emailed you to confirm it.
      </p>
    );
  }
  const readingWindow = progress.stages.find((stage) => stage.key === 'openingReading');
  return (
    <>
      {progress.openingReadingDue && readingWindow && (
        <OpeningReadingPrompt window={readingWindow} />
      )}
      <SwitchStages stages={progress.stages} />
      {progress.canCancel && (
        <CancelSwitch accountId={accountId} coolingOffEndsOn={progress.coolingOffEndsOn} />
      )}
    </>
  );
}
