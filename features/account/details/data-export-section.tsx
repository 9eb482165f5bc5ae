import { useRef, useState } from 'react';
import { useSession } from '@/features/session';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';
import { DATA_EXPORT_DAYS, type DataExport } from '@/lib/gateway/contract/data-exports';
import { downloadDataExport, requestDataExport } from '@/lib/gateway/data-exports';
import { saveFile } from '@/lib/save-file';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { LiveMessage } from '@/lib/ui/live-message';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';
import { ScreenData } from '../screen/screen-data';
import styles from './data-export-section.module.css';
import { useDataExports } from './use-data-exports';

export const DATA_EXPORTS_LOAD_FAILED =
  'We could not check for a copy of your data. Please try again.';

const kilobytes = (bytes: number) => `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;

/** The archive as the file the browser saves. */
async function saveArchive(id: number): Promise<void> {
  const archive = await downloadDataExport(id);
  const bytes = Uint8Array.from(atob(archive.base64), (character) => character.charCodeAt(0));
  saveFile(archive.fileName, new Blob([bytes], { type: archive.contentType }));
}

function describe(latest: DataExport | null): string {
  if (!latest) return 'You have not asked for a copy yet.';
  const asked = formatDateTime(latest.requestedAt);
  const expires = formatDateTime(latest.expiresAt);
  return latest.status === 'ready'
    ? `Your copy from ${asked} is ready. You can download it until ${expires}.`
    : `Your copy from ${asked} expired on ${expires}. Ask for a new one whenever you need it.`;
}

/**
 * "Your data" (UK GDPR Articles 15 and 20): a copy of everything we hold about the customer,
 * built when they ask, emailed about when ready and downloadable for a week, by them only.
 */
export function DataExportSection() {
  const query = useDataExports();
  const { customer } = useSession();
  // One key an archive asked for: a retry after a failure cannot build a second one.
  const idempotencyKey = useRef<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const ask = useOneClickAction(
    () => {
      setConfirmation(null);
      idempotencyKey.current ??= crypto.randomUUID();
      return requestDataExport({ idempotencyKey: idempotencyKey.current });
    },
    {
      onDone: async (made) => {
        idempotencyKey.current = null;
        await query.mutate({ latest: made }, { revalidate: false });
        setConfirmation('Your copy is ready to download. We have emailed you too.');
      },
    },
  );
  const download = useOneClickAction(saveArchive, {
    onDone: () => undefined,
    // Gone since the screen loaded (expired, or replaced in another tab): show what is now so.
    onFailure: () => void query.mutate(),
  });
  const busy = ask.working || download.working;

  return (
    <Panel heading="Your data" busy={!query.data && !query.error}>
      <p>
        Download a copy of everything we hold about you: your details, and for each account your
        bills, transactions, meter readings and energy use. It comes as one zip file, with your
        details in JSON (and the schema that describes them) and the rest as spreadsheets (CSV).
      </p>
      <p>
        {`We prepare it when you ask, which takes a few seconds, and email you${
          customer ? ` at ${customer.email}` : ''
        } when it is ready. Only you can download it, while logged in, for ${DATA_EXPORT_DAYS} days.`}
      </p>
      <ScreenData
        query={query}
        placeholder={
          <LoadingPlaceholder className={styles.state} label="Checking for a copy of your data" />
        }
        failure={(_error, retry) => (
          <div className={styles.state}>
            <p role="alert">{DATA_EXPORTS_LOAD_FAILED}</p>
            <div>
              <Button variant="secondary" size="small" onClick={retry}>
                Try again
              </Button>
            </div>
          </div>
        )}
      >
        {({ latest }) => {
          const ready = latest?.status === 'ready' ? latest : null;
          return (
            <div className={styles.state}>
              <p>{describe(latest)}</p>
              <LiveMessage politeness="polite" className={panels.confirmation}>
                {ask.working ? 'Preparing your copy…' : confirmation}
              </LiveMessage>
              <FormAlert message={ask.alert ?? download.alert} />
              <div className={styles.actions}>
                {ready && (
                  <Button
                    loading={download.working}
                    disabled={busy && !download.working}
                    onClick={() => download.run(ready.id)}
                  >
                    {`Download your data (zip, ${kilobytes(ready.sizeBytes)})`}
                  </Button>
                )}
                <Button
                  variant={ready ? 'secondary' : 'primary'}
                  loading={ask.working}
                  disabled={busy && !ask.working}
                  onClick={() => ask.run()}
                >
                  {latest ? 'Ask for a new copy' : 'Ask for a copy of your data'}
                </Button>
              </div>
            </div>
          );
        }}
      </ScreenData>
    </Panel>
  );
}
