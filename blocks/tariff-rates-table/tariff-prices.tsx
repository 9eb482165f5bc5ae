import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import {
  REGION_IDS,
  REGIONS,
  isRegionId,
  type RegionId,
} from '@/lib/gateway/contract/region-names';
import { LoadFailure } from '@/lib/ui/load-failure';
import { Fieldset } from '@/lib/ui/fieldset';
import { Select } from '@/lib/ui/select';
import { VisuallyHidden } from '@/lib/ui/visually-hidden';
import { RatesTable } from './rates-table';
import type { MeterChoice } from './tariff-terms';
import styles from './tariff-rates-table.module.css';

// Compared as plain strings, not by localeCompare: the regions' English names sort alike either
// way, and the first localeCompare a page makes loads the browser's collation data, 31–137 ms of
// main thread at 4× CPU as this module loads.
const REGIONS_BY_NAME = [...REGION_IDS].sort((a, b) => (REGIONS[a] < REGIONS[b] ? -1 : 1));

const METER_CHOICES: readonly { value: MeterChoice; label: string }[] = [
  { value: 'single-rate', label: 'Single rate (standard or smart)' },
  { value: 'economy7', label: 'Economy 7 (day and night rates)' },
];

// The gateway's call and its contract (classic zod) load once a region is chosen, not with the
// page: nothing is asked of the gateway before then.
const loadTariffPrices = async (region: RegionId) =>
  (await import('@/lib/gateway/tariff-prices')).getTariffPrices(region);

function useTariffPrices(region: RegionId | null) {
  return useSWR(
    region ? (['tariff-prices', region] as const) : null,
    ([, id]) => loadTariffPrices(id),
    {
      // Keep the last region's table on screen while the next one loads, so nothing jumps.
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
}

const isMeterChoice = (value: unknown): value is MeterChoice =>
  METER_CHOICES.some((choice) => choice.value === value);

/** The region and meter pickers, and the prices they select. */
export function TariffPrices({ only }: { only: readonly string[] }) {
  const [region, setRegion] = useState<RegionId | null>(null);
  const [meter, setMeter] = useState<MeterChoice>('single-rate');
  const controls = useRef<HTMLDivElement>(null);
  // This part's code arrives after the page (a deferred part): what a visitor picked before
  // then shows on the page, and hydration keeps it, but no change event told this state.
  useEffect(() => {
    const pickedRegion = Number(controls.current?.querySelector('select')?.value);
    if (isRegionId(pickedRegion)) setRegion(pickedRegion);
    const pickedMeter = controls.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (isMeterChoice(pickedMeter)) setMeter(pickedMeter);
  }, []);
  const prices = useTariffPrices(region);
  const meterName = useId();

  // isLoading stays false while an earlier region's table is kept on screen.
  const loading = region !== null && prices.isValidating;
  const loaded = !loading && prices.data;

  return (
    <div className={styles.prices}>
      <div className={styles.controls} ref={controls}>
        <Select
          label="Your region"
          hint="Prices depend on the electricity network that serves your home."
          value={region ?? ''}
          onChange={(event) => {
            const id = Number(event.target.value);
            if (isRegionId(id)) setRegion(id);
          }}
        >
          <option value="" disabled>
            Choose your region
          </option>
          {REGIONS_BY_NAME.map((id) => (
            <option key={id} value={id}>
              {REGIONS[id]}
            </option>
          ))}
        </Select>
        <Fieldset legend="Your electricity meter" legendClassName={styles.legend}>
          <div className={styles.meters}>
            {METER_CHOICES.map((choice) => (
              <label key={choice.value} className={styles.meter}>
                <input
                  type="radio"
                  name={meterName}
                  value={choice.value}
                  checked={meter === choice.value}
                  onChange={() => setMeter(choice.value)}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </Fieldset>
      </div>

      <p role="status" className={styles.status}>
        {loading && `Loading prices for ${REGIONS[region]}…`}
        {loaded && <VisuallyHidden>Showing prices for {loaded.region.name}.</VisuallyHidden>}
      </p>
      {!region && <p className={styles.prompt}>Choose your region to see our prices.</p>}
      {prices.error && !loading && (
        <LoadFailure
          message="We couldn't load our prices just now."
          retry={() => void prices.mutate()}
        />
      )}
      {prices.data && !prices.error && (
        <RatesTable list={prices.data} meter={meter} only={only} busy={loading} />
      )}
    </div>
  );
}
