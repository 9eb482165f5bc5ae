import {
  DATA_EXPORT_CONTENT_TYPE,
  DATA_EXPORT_DAYS,
  downloadDataExport,
  getDataExports,
  requestDataExport,
} from '@/lib/gateway/contract/data-exports';
import { customerById } from '../customers/customer-record';
import { inTransaction } from '../db/sql';
import { notFound, unauthorized } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { dataExportReady } from '../mail/messages';
import { buildArchive } from './archive';
import {
  eraseExpiredExports,
  described,
  latestExportOf,
  ownExport,
  storeExport,
} from './stored-exports';

const DAY_MS = 86_400_000;

/** Said alike of someone else's archive, one that never was, and one past its expiry. */
export const EXPORT_GONE_MESSAGE =
  'This download has expired or could not be found. Ask for a new copy of your data from your personal details.';

export function dataExportRoutes(router: GatewayRouter): void {
  router.add(getDataExports, async ({ principal, deps }) => {
    await eraseExpiredExports(deps.database, deps.now());
    const latest = await latestExportOf(deps.database, principal.customerId);
    return { latest: latest ? described(latest, deps.now()) : null };
  });

  // Built while the customer waits: a customer's records make an archive of a few hundred
  // kilobytes in well under a second, so no queue, and nothing left half made if an
  // instance stops.
  router.add(requestDataExport, async ({ principal, deps }) => {
    const customer = await customerById(deps.database, principal.customerId);
    if (!customer) throw unauthorized();
    const requestedAt = deps.now();
    await eraseExpiredExports(deps.database, requestedAt);
    const expiresAt = new Date(requestedAt.getTime() + DATA_EXPORT_DAYS * DAY_MS);
    const stored = await inTransaction(deps.database, async (transaction) => {
      const archive = await buildArchive(transaction, customer, requestedAt);
      const row = await storeExport(transaction, customer.id, { requestedAt, expiresAt, archive });
      await deps.mailer.send(
        transaction,
        dataExportReady(customer, requestedAt, expiresAt, deps.siteUrl),
      );
      return row;
    });
    return described(stored, requestedAt);
  });

  router.add(downloadDataExport, async ({ params, principal, deps }) => {
    await eraseExpiredExports(deps.database, deps.now());
    const found = await ownExport(deps.database, principal.customerId, params.id);
    if (!found || described(found, deps.now()).status === 'expired') {
      throw notFound(EXPORT_GONE_MESSAGE);
    }
    return {
      fileName: `so-energy-data-${found.requestedAt.slice(0, 10)}.zip`,
      contentType: DATA_EXPORT_CONTENT_TYPE,
      base64: found.archiveBase64,
    };
  });
}
