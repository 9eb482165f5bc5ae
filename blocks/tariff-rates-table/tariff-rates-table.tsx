import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { deferredPart } from '../deferred-part';
import type { TariffRatesTableBlok } from './schema';
import styles from './tariff-rates-table.module.css';

// The region picker, its gateway call and the table load only on pages that show prices.
const TariffPrices = deferredPart(() =>
  import('./tariff-prices').then((module) => module.TariffPrices),
);

/** Unit rates and standing charges of our tariffs in the region a visitor picks. */
export function TariffRatesTable({ blok }: { blok: TariffRatesTableBlok }) {
  return (
    <div className={styles.block} {...storyblokEditable(blok)}>
      {blok.intro && <p className={styles.intro}>{blok.intro}</p>}
      <TariffPrices only={blok.tariffs} />
    </div>
  );
}
