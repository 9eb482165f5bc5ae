import { formatLongDate } from '@/lib/format-date';
import type { SwitchStage, SwitchStageKey } from '@/lib/gateway/contract/switches';

/** Each stage of a switch as the tracker names it, with what happens then. */
const STAGE_WORDS: Record<SwitchStageKey, { name: string; about: string }> = {
  signedUp: { name: 'You signed up', about: 'Your contract with us started.' },
  coolingOff: {
    name: 'Cooling-off period',
    about: 'You can cancel your switch at no cost until the end of this period.',
  },
  supplierNotified: {
    name: 'We tell your current supplier',
    about: 'They send you a final bill once your switch is done.',
  },
  switchDate: { name: 'Your switch date', about: 'We start supplying your energy.' },
  openingReading: {
    name: 'Opening meter readings',
    about:
      'We ask for your readings in the week around your switch date, so you pay only for what you use with us.',
  },
  firstBill: { name: 'Your first bill', about: 'A month after your switch date.' },
};

const STATE_WORDS: Record<SwitchStage['state'], string> = {
  done: 'Done',
  now: 'Now',
  toCome: 'Coming up',
};

/** When a stage happens, in words: a day, or the first and last days of a period. */
export function stageDates({ from, to }: Pick<SwitchStage, 'from' | 'to'>): string {
  return from === to ? formatLongDate(from) : `${formatLongDate(from)} to ${formatLongDate(to)}`;
}

export const stageWords = (key: SwitchStageKey) => STAGE_WORDS[key];
export const stateWords = (state: SwitchStage['state']) => STATE_WORDS[state];
