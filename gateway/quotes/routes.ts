import { randomUUID } from 'node:crypto';
import { createQuotes } from '@/lib/gateway/contract/quotes';
import { placeOf } from '../addresses/regions';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { catalogueToQuoteIn } from '../pricing/catalogue';
import { priceRequest } from './price-request';
import { identifyQuotes, purgeForgottenRequests } from './quote-store';

export function quoteRoutes(router: GatewayRouter): void {
  router.add(createQuotes, async ({ body, deps }) => {
    const place = placeOf(body.postcode);
    if (place.kind === 'not-supplied') throw unprocessable(place.message, 'body.postcode');
    if (place.kind === 'non-geographic') {
      throw unprocessable(
        'We supply homes only. Please enter the postcode of a home.',
        'body.postcode',
      );
    }
    const now = deps.now();
    const catalogue = await catalogueToQuoteIn(deps.database, place.region.id);
    const priced = priceRequest(body, catalogue.products, now);
    await purgeForgottenRequests(deps.database, now);
    return identifyQuotes(
      deps.keyedHash,
      {
        requestId: randomUUID(),
        quotedAt: now,
        catalogueVersion: catalogue.version,
        request: body,
      },
      priced,
      catalogue.products,
    );
  });
}
