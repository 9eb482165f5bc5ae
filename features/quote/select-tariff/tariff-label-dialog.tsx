import { Link } from '@/lib/ui/link';
import { FactTable } from '@/lib/ui/fact-table';
import { Modal } from '@/lib/ui/modal';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { shortTariffName } from '../tariffs/quote-labels';
import { tariffInformationLabel } from '../tariffs/tariff-information-label';
import styles from './select-tariff.module.css';

interface TariffLabelDialogProps {
  /** The quote whose label is open; null when none is. */
  quote: TariffQuote | null;
  onClose: () => void;
}

/** Ofgem's Tariff Information Label for one quote, every field a row of a table. */
export function TariffLabelDialog({ quote, onClose }: TariffLabelDialogProps) {
  return (
    <Modal
      open={quote !== null}
      title={quote ? `Tariff Information Label: ${shortTariffName(quote.tariffName)}` : ''}
      onClose={onClose}
      cancelLabel="Close"
      size="large"
      initialFocus="dialog"
    >
      {quote && (
        <>
          <FactTable
            rows={tariffInformationLabel(quote)}
            caption="The prices include VAT. The estimated costs assume the use shown at the end of the table: what you pay depends on the energy you use."
            className={styles.labelTable}
            captionClassName={styles.labelCaption}
          />
          {quote.otherDetails && <p className={styles.labelNote}>{quote.otherDetails}</p>}
          {/* Also what lets a keyboard reach (and so scroll) a label taller than the screen. */}
          <p className={styles.labelNote}>
            The full conditions of this tariff are in our{' '}
            <Link href="/terms">terms and conditions</Link>.
          </p>
        </>
      )}
    </Modal>
  );
}
