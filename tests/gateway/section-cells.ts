import { guardsSection } from '@/lib/gateway/contract/account-endpoint';
import {
  sectionFactsOf,
  sectionRefusal,
  type AccountRule,
  type FeatureFlags,
} from '@/lib/gateway/contract/account-sections';
import { accountState, type AccountState } from '@/lib/gateway/contract/account';
import type { Endpoint } from '@/lib/gateway/contract/endpoint';
import { londonToday } from '@/lib/iso-date';
import { personas } from '@/gateway/seed/personas';
import { CONTRACT_ENDPOINTS, pathOf } from './contract-endpoints';
import { accountIdOf, TEST_NOW, type LoggedIn, type TestGateway } from './test-gateway';
import { validBodyFor, validQueryFor } from './valid-requests';

/** Every seeded account with its owner: Sam's two, Jo's restricted one (moving out), Lee's locked one… */
export const PERSONA_ACCOUNTS = personas(londonToday(TEST_NOW)).flatMap((persona) =>
  persona.accounts.map((account) => ({ email: persona.email, number: account.number })),
);

/** Every endpoint the gateway judges by its account section: the writes to a screen. */
export const GUARDED_ENDPOINTS = CONTRACT_ENDPOINTS.filter(guardsSection);

export const endpointName = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The sections an endpoint serves: its account may use one of them. */
export function sectionsOf(endpoint: Endpoint): readonly AccountRule[] {
  const { section } = endpoint;
  if (section === undefined || section === 'accountHome') return [];
  return typeof section === 'string' ? [section] : section;
}

/** The table's verdict on these facts for an endpoint: null (allowed) or the refusal's words. */
export function tableVerdict(
  endpoint: Endpoint,
  refusalOf: (section: AccountRule) => string | null,
): string | null {
  const refusals = sectionsOf(endpoint).map(refusalOf);
  return refusals.includes(null) ? null : (refusals[0] ?? null);
}

/** The account's state, as the site reads it (GET /accounts/{id}/state). */
export async function stateOf(
  gateway: TestGateway,
  session: LoggedIn,
  accountId: number,
): Promise<AccountState> {
  const response = await gateway.as(session, `/api/v1/accounts/${accountId}/state`);
  return accountState.parse(await response.json());
}

/**
 * What the table says the gateway answers this account's write under the CMS's switches: null
 * (allowed) or the words.
 */
export function gatewayVerdictByTable(
  endpoint: Endpoint,
  state: AccountState,
  featureFlags: FeatureFlags,
): string | null {
  const facts = sectionFactsOf(state, featureFlags);
  return tableVerdict(endpoint, (section) => sectionRefusal(section, facts));
}

/** Logs the persona in and finds the account's id. */
export async function openAccount(gateway: TestGateway, email: string, number: string) {
  const session = await gateway.login(email);
  return { session, accountId: await accountIdOf(gateway, number) };
}

/** The endpoint's valid request for Alex's account (valid-requests.ts), sent to this account. */
export function sendWrite(
  gateway: TestGateway,
  session: LoggedIn,
  endpoint: Endpoint,
  accountId: number,
) {
  return gateway.as(session, `${pathOf(endpoint, { id: accountId })}${validQueryFor(endpoint)}`, {
    method: endpoint.method.toUpperCase(),
    json: endpoint.body ? validBodyFor(endpoint) : undefined,
  });
}
