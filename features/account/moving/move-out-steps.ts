import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import type { MoveOut } from '@/lib/gateway/contract/move-out';
import { REFUND_DAYS } from '@/lib/gateway/contract/move-out-timing';

export type StepState = 'done' | 'due' | 'waiting';

export const STEP_STATE_WORDS: Readonly<Record<StepState, string>> = {
  done: 'Done',
  due: 'To do',
  waiting: 'Coming up',
};

export interface MoveStep {
  title: string;
  state: StepState;
  words: string;
}

const addressWords = ({ line1, line2, town, postcode }: MoveOut['forwardingAddress']) =>
  [line1, line2, town, postcode].filter(Boolean).join(', ');

function finalReadingStep({ finalReading }: MoveOut['progress'], today: string): MoveStep {
  const title = 'Final meter reading';
  const { dueOn, receivedOn } = finalReading;
  if (receivedOn) {
    return { title, state: 'done', words: `Received on ${formatLongDate(receivedOn)}. Thank you.` };
  }
  if (today < dueOn) {
    return {
      title,
      state: 'waiting',
      words: `Due on ${formatLongDate(dueOn)}: read every meter on the day you move out.`,
    };
  }
  return {
    title,
    state: 'due',
    words: `Due since ${formatLongDate(dueOn)}: please send us a reading of every meter now, so your final bill is exact.`,
  };
}

function refundStep({ refund }: MoveOut['progress']): MoveStep {
  const title = 'Any credit refunded';
  switch (refund.status) {
    case 'refunded':
      return {
        title,
        state: 'done',
        words: `We refunded ${formatPounds(refund.amountPence)} on ${formatLongDate(refund.refundedOn)}.`,
      };
    case 'due':
      return {
        title,
        state: 'waiting',
        words: `We will refund your credit of ${formatPounds(refund.amountPence)} by ${formatLongDate(refund.expectedBy)}.`,
      };
    case 'none-due':
      return {
        title,
        state: 'done',
        words:
          refund.owedPence > 0
            ? `There is no credit to refund: your final bill leaves ${formatPounds(refund.owedPence)} to pay.`
            : 'There is no credit to refund, and nothing left to pay.',
      };
    case 'after-final-bill':
      return {
        title,
        state: 'waiting',
        words: `If your final bill leaves you in credit, we refund it within ${REFUND_DAYS} days of the bill.`,
      };
  }
}

/** The steps of a move, in order, each with where it stands in words. */
export function moveOutSteps(moveOut: MoveOut, today: string): MoveStep[] {
  const { finalBill } = moveOut.progress;
  return [
    {
      title: 'Moving date confirmed',
      state: 'done',
      words: `We stop supplying your home at the end of ${formatLongDate(moveOut.moveOutDate)}, and send your final bill to ${addressWords(moveOut.forwardingAddress)}.`,
    },
    finalReadingStep(moveOut.progress, today),
    finalBill.issuedOn
      ? {
          title: 'Final bill',
          state: 'done',
          words: `Sent on ${formatLongDate(finalBill.issuedOn)}. You can see it in Bills & Transactions.`,
        }
      : {
          title: 'Final bill',
          state: 'waiting',
          words: `Expected by ${formatLongDate(finalBill.expectedBy)}, two weeks after your final reading.`,
        },
    refundStep(moveOut.progress),
  ];
}
