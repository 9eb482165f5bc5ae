import { Panel } from '../screen/panel';
import { metersToReplaceWords, type MeterNow } from './slot-words';

/** SPEC §3 eligibleForSmartMeter, in words: what the customer can have and what it does. */
export function YourSmartMeter({ meters }: { meters: readonly MeterNow[] }) {
  const replacing = metersToReplaceWords(meters);
  return (
    <Panel heading="Your free smart meter">
      <p>
        Your home can have a smart meter, free of charge
        {replacing ? `: our engineer will replace ${replacing}` : ''}.
        {meters.some((meter) => meter.meterType === 'economy7') &&
          ' You keep your Economy 7 day and night rates.'}
      </p>
      <p>
        A smart meter sends us your readings, so there is no meter to read and your bills are for
        the energy you really use. You also get an in-home display showing what you are using and
        what it costs, as you use it.
      </p>
    </Panel>
  );
}
