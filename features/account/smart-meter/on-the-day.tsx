import type { SmartMeterSlot } from '@/lib/gateway/contract/smart-meter-booking';
import { PhoneLink } from '@/lib/ui/phone-link';
import { clockWords, type MeterNow } from './slot-words';
import styles from './smart-meter.module.css';

interface OnTheDayProps {
  slot: SmartMeterSlot;
  meters: readonly MeterNow[];
  /** The heading's level where it stands. */
  headingLevel?: 3 | 4;
}

/** What the customer can expect when the engineer comes, and what we need from them. */
export function OnTheDay({ slot, meters, headingLevel = 3 }: OnTheDayProps) {
  const Heading = `h${headingLevel}` as const;
  const replacing = meters.filter((meter) => meter.meterType !== 'smart');
  const gas = replacing.some((meter) => meter.fuel === 'gas');
  const electricity = replacing.some((meter) => meter.fuel === 'electricity');
  return (
    <div className={styles.onTheDay}>
      <Heading className={styles.subheading}>What happens on the day</Heading>
      <ul className={styles.list}>
        <li>
          Our engineer arrives between {clockWords(slot.startTime)} and {clockWords(slot.endTime)}.
          They carry an ID card: ask to see it before you let them in.
        </li>
        <li>
          Fitting takes about 2 hours
          {replacing.length > 1 ? ', a little longer as we are changing both meters' : ''}.
        </li>
        {electricity && (
          <li>
            Your electricity is off for up to 30 minutes while the meter is changed, so save your
            work and keep the fridge closed.
          </li>
        )}
        {gas && (
          <li>
            Your gas is off for a short while too. The engineer checks your gas appliances before
            they leave, and relights your boiler if it needs it.
          </li>
        )}
        <li>
          Someone aged 18 or over must be at home for the whole visit, and the engineer needs to be
          able to reach your meters.
        </li>
        <li>
          There is nothing to pay: the smart meter and the in-home display that shows what you use
          are free.
        </li>
        <li>
          If anyone at home relies on medical equipment that needs electricity, please call us on{' '}
          <PhoneLink /> before the day.
        </li>
      </ul>
    </div>
  );
}
