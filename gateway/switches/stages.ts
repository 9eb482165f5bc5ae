import { COOLING_OFF_DAYS } from '@/lib/gateway/contract/messages';
import {
  OPENING_READING_DAYS_EITHER_SIDE,
  type SwitchProgress,
  type SwitchStage,
  type SwitchStageKey,
} from '@/lib/gateway/contract/switches';
import { addDays, addMonths } from '@/lib/iso-date';
import { workingDayFrom } from '../quotes/supply-dates';

/** What a switch's dates are worked out from: London dates. */
export interface SwitchFacts {
  /** The day the contract was made: the sign-up. */
  signedUpOn: string;
  /** The day the supply starts (the agreements' start). */
  switchOn: string;
  cancelledOn: string | null;
}

/**
 * The last day to cancel: the contract's 14th day after the day it was made (the Consumer
 * Contracts Regulations 2013, regulation 30).
 */
export const coolingOffEnd = (signedUpOn: string) => addDays(signedUpOn, COOLING_OFF_DAYS);

/**
 * We tell the old supplier on the first working day after cooling-off, so a switch cancelled
 * within it never reaches them.
 */
export const supplierNotifiedOn = (signedUpOn: string) =>
  workingDayFrom(addDays(coolingOffEnd(signedUpOn), 1));

type Dated = Pick<SwitchStage, 'key' | 'from' | 'to'>;

function datedStages({ signedUpOn, switchOn }: SwitchFacts): Dated[] {
  const day = (key: SwitchStageKey, date: string) => ({ key, from: date, to: date });
  return [
    day('signedUp', signedUpOn),
    { key: 'coolingOff', from: signedUpOn, to: coolingOffEnd(signedUpOn) },
    day('supplierNotified', supplierNotifiedOn(signedUpOn)),
    day('switchDate', switchOn),
    {
      key: 'openingReading',
      from: addDays(switchOn, -OPENING_READING_DAYS_EITHER_SIDE),
      to: addDays(switchOn, OPENING_READING_DAYS_EITHER_SIDE),
    },
    day('firstBill', addMonths(switchOn, 1)),
  ];
}

/** A stage of one day is done on that day; a period once its last day has passed. */
const isDone = ({ from, to }: Dated, today: string) => (from === to ? today >= from : today > to);

/**
 * The switch's stages as they stand on `today` (a cancelled switch's as they stood when it was
 * cancelled): done, then the first not done happening now, then the rest to come.
 */
export function switchProgressOn(facts: SwitchFacts, today: string): SwitchProgress {
  const asOf = facts.cancelledOn ?? today;
  const dated = datedStages(facts);
  const current = dated.findIndex((stage) => !isDone(stage, asOf));
  const stages = dated.map((stage, index) => ({
    ...stage,
    state:
      current === -1 || index < current
        ? ('done' as const)
        : index === current
          ? ('now' as const)
          : ('toCome' as const),
  }));
  const goingAhead = facts.cancelledOn === null;
  const reading = dated.find((stage) => stage.key === 'openingReading');
  return {
    stages,
    coolingOffEndsOn: coolingOffEnd(facts.signedUpOn),
    canCancel: goingAhead && today <= coolingOffEnd(facts.signedUpOn),
    openingReadingDue:
      goingAhead && reading !== undefined && today >= reading.from && today <= reading.to,
    cancelledOn: facts.cancelledOn,
  };
}
