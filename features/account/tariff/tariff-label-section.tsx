import type { Agreement } from '@/lib/gateway/contract/account';
import { tariffInformationLabel } from '@/lib/tariffs/tariff-information-label';
import { FactTable } from '@/lib/ui/fact-table';
import { LoadFailure } from '@/lib/ui/load-failure';
import { usePayments } from '../data/use-payments';
import panels from '../screen/panels.module.css';
import { currentTariffFacts } from './tariff-facts';
import styles from './tariff-screen.module.css';

/**
 * The Tariff Information Label in Ofgem's format. Its costs come from the Direct Debit's forecast:
 * until that loads (or if it cannot), the label shows everything else and says so.
 */
export function TariffLabelSection({
  accountId,
  agreements,
}: {
  accountId: number;
  agreements: readonly Agreement[];
}) {
  const { data: payments, error, mutate } = usePayments(accountId);
  const facts = currentTariffFacts(agreements, payments ?? null);
  if (!facts) return null;
  return (
    <section className={panels.panel} aria-labelledby="tariff-label">
      <h2 id="tariff-label" className={panels.panelHeading}>
        Tariff Information Label
      </h2>
      <FactTable
        rows={tariffInformationLabel(facts)}
        caption="The key facts of your tariff, set out as Ofgem asks every supplier to"
        className={`${panels.table} ${styles.label}`}
        captionClassName={panels.caption}
        busy={!payments && !error}
      />
      {error && (
        <LoadFailure
          message={`We could not work out your estimated costs. ${error.message}`}
          retry={() => void mutate()}
        />
      )}
    </section>
  );
}
