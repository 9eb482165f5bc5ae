import { useState, type ReactNode } from 'react';
import { Button } from '@/lib/ui/button';
import { LiveMessage } from '@/lib/ui/live-message';
import { downloadCsv } from './download-csv';
import styles from './csv-download-button.module.css';

interface CsvDownloadButtonProps {
  filename: string;
  /** Builds the file's text when asked, fetching whatever it needs. */
  csv: () => string | Promise<string>;
  children: ReactNode;
}

/** Downloads a CSV file built on demand, saying so next to the button if it cannot. */
export function CsvDownloadButton({ filename, csv, children }: CsvDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      downloadCsv(filename, await csv());
    } catch {
      setFailure('We could not prepare your download. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.download}>
      <Button variant="secondary" size="small" loading={busy} onClick={() => void download()}>
        {children}
      </Button>
      <LiveMessage politeness="assertive" className={styles.failure}>
        {failure}
      </LiveMessage>
    </div>
  );
}
