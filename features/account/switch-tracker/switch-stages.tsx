import type { SwitchStage } from '@/lib/gateway/contract/switches';
import { stageDates, stageWords, stateWords } from './stage-words';
import styles from './switch-tracker.module.css';

/** The switch's stages in order, the one happening now marked as the current step. */
export function SwitchStages({ stages }: { stages: readonly SwitchStage[] }) {
  return (
    <ol className={styles.stages}>
      {stages.map((stage) => {
        const { name, about } = stageWords(stage.key);
        return (
          <li
            key={stage.key}
            className={styles.stage}
            data-state={stage.state}
            aria-current={stage.state === 'now' ? 'step' : undefined}
          >
            <span className={styles.state}>{stateWords(stage.state)}</span>
            <span className={styles.stageName}>{name}</span>
            <span className={styles.stageDates}>{stageDates(stage)}</span>
            <span className={styles.about}>{about}</span>
          </li>
        );
      })}
    </ol>
  );
}
