import { formatLongDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { MeterPoint, Reading } from '@/lib/gateway/contract/readings';
import panels from '../screen/panels.module.css';
import { registerColumn, sourceWords } from './reading-words';

interface ReadingRow {
  readOn: string;
  byRegister: Map<number, Reading>;
  first: Reading;
}

/** The meter's readings a row per day, newest first, each register a column. */
function rowsOf(meter: MeterPoint, readings: readonly Reading[]): ReadingRow[] {
  const rows = new Map<string, ReadingRow>();
  for (const reading of readings.filter((r) => r.meterPointId === meter.id)) {
    const key = `${reading.readOn}:${reading.source}:${reading.replaced}`;
    const row = rows.get(key) ?? { readOn: reading.readOn, byRegister: new Map(), first: reading };
    row.byRegister.set(reading.registerId, reading);
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** Every reading of one meter we hold, said plainly: actual (yours or the smart meter's) or estimated. */
export function ReadingHistory({
  meter,
  readings,
}: {
  meter: MeterPoint;
  readings: readonly Reading[];
}) {
  const rows = rowsOf(meter, readings);
  return (
    <table className={panels.table}>
      <caption className={panels.caption}>
        Readings of meter {meter.serialNumber}, newest first
      </caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          {meter.registers.map((register) => (
            <th key={register.id} scope="col" className={panels.number}>
              {registerColumn(register)}
            </th>
          ))}
          <th scope="col">Type</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={meter.registers.length + 2}>We have no readings for this meter yet.</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={`${row.readOn}-${row.first.id}`}>
              <th scope="row">{formatLongDate(row.readOn)}</th>
              {meter.registers.map((register) => {
                const reading = row.byRegister.get(register.id);
                return (
                  <td key={register.id} className={panels.number}>
                    {reading ? formatNumber(reading.value) : '–'}
                  </td>
                );
              })}
              <td>{sourceWords(row.first)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
