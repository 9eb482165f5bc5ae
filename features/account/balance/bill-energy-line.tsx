import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import type { BillLine, BillLineReadings } from '@/lib/gateway/contract/bills';
import { formatBillRate, formatQuantity, SOURCE_WORDS, UNIT_WORDS } from './bill-figures';
import styles from './bill-screen.module.css';

const REGISTER_WORDS = { standard: '', day: ', day register', night: ', night register' };

function ReadingRow({
  label,
  reading,
  unit,
}: {
  label: string;
  reading: BillLineReadings['opening'];
  unit: BillLineReadings['unit'];
}) {
  return (
    <>
      <dt>
        {label}, {formatLongDate(reading.readOn)}
      </dt>
      <dd>
        {formatQuantity(reading.value)} {UNIT_WORDS[unit]}, {SOURCE_WORDS[reading.source]}
      </dd>
    </>
  );
}

/** One energy line of a bill, worked through from its readings to its cost. */
export function BillEnergyLine({ line }: { line: BillLine }) {
  const { readings, quantity, ratePence } = line;
  return (
    <div className={styles.line}>
      <h4 className={styles.lineHeading}>{line.description}</h4>
      <dl className={styles.workings}>
        {readings && (
          <>
            <dt>Meter</dt>
            <dd>
              {readings.meterSerialNumber}
              {REGISTER_WORDS[readings.registerName]}
            </dd>
            <ReadingRow label="Opening reading" reading={readings.opening} unit={readings.unit} />
            <ReadingRow label="Closing reading" reading={readings.closing} unit={readings.unit} />
            {readings.gasConversion ? (
              <>
                <dt>Gas used</dt>
                <dd>
                  {formatQuantity(readings.closing.value)} −{' '}
                  {formatQuantity(readings.opening.value)} ={' '}
                  {formatQuantity(readings.gasConversion.cubicMetres)} m³
                </dd>
                <dt>In kWh</dt>
                <dd>
                  {formatQuantity(readings.gasConversion.cubicMetres)} m³ ×{' '}
                  {readings.gasConversion.volumeCorrection} (volume correction) ×{' '}
                  {readings.gasConversion.calorificValue} MJ/m³ (calorific value) ÷ 3.6 ={' '}
                  {formatQuantity(quantity ?? 0)} kWh
                </dd>
              </>
            ) : (
              <>
                <dt>Electricity used</dt>
                <dd>
                  {formatQuantity(readings.closing.value)} −{' '}
                  {formatQuantity(readings.opening.value)} = {formatQuantity(quantity ?? 0)} kWh
                </dd>
              </>
            )}
          </>
        )}
        <dt>Cost</dt>
        <dd>
          {formatQuantity(quantity ?? 0)} kWh × {formatBillRate(ratePence ?? 0)} ={' '}
          <strong>{formatPounds(line.amountPence)}</strong>
        </dd>
      </dl>
    </div>
  );
}
