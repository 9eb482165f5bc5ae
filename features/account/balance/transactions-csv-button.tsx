import { useState } from 'react';
import { downloadCsv } from '@/lib/csv/download-csv';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { Button } from '@/lib/ui/button';
import { allTransactions, transactionsCsv } from './transactions-csv';
import styles from './balance-screen.module.css';

/** Downloads every transaction of the account as a CSV file, saying so if it cannot. */
export function TransactionsCsvButton({ account }: { account: AccountSummary }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      const csv = transactionsCsv(await allTransactions(account.id));
      downloadCsv(`so-energy-${account.number}-transactions.csv`, csv);
    } catch {
      setFailure('We could not prepare your download. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.download}>
      <Button variant="secondary" size="small" loading={busy} onClick={() => void download()}>
        Download all (CSV)
      </Button>
      <p role="alert" className={styles.downloadFailure}>
        {failure}
      </p>
    </div>
  );
}
