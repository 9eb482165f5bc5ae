import * as addresses from './contract/addresses';
import * as meterPoints from './contract/meter-points';
import * as quotes from './contract/quotes';
import * as signups from './contract/signups';
import * as vehicles from './contract/vehicles';
import { gateway, type CallOptions } from './client';

/** The quote journey's calls, one function each, typed and parsed by the contract. */

/** The homes at a postcode (any case and spacing); a GatewayError 422 outside Great Britain. */
export const getAddresses = (postcode: string, options?: CallOptions) =>
  gateway.call(addresses.getAddresses, { params: { postcode } }, options);

/** Build the request with `buildQuoteRequest` (lib/gateway/quote-request.ts). */
export const getQuotes = (body: quotes.QuoteRequest, options?: CallOptions) =>
  gateway.call(quotes.createQuotes, { body }, options);

export const checkVehicleIsEv = (registrationPlate: string, options?: CallOptions) =>
  gateway.call(vehicles.checkVehicleIsEv, { body: { registrationPlate } }, options);

/** For a prospect's MPAN, or a signed-in customer's own meter point id. */
export const checkEvTariffEligibility = (
  mpanOrMeterPointId: string | number,
  options?: CallOptions,
) =>
  gateway.call(
    meterPoints.checkEvTariffEligibility,
    { params: { id: String(mpanOrMeterPointId) } },
    options,
  );

/** Pass one `idempotencyKey` per sign-up attempt, so a retry or a double click opens one account. */
export const signUp = (
  body: signups.SignupRequest,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(signups.createSignup, { body }, options);
