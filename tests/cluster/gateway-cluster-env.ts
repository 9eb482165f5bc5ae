/**
 * What the cluster's two gateway instances are started with besides the shared database and
 * Redis: limits low enough for the specs to reach, and the specs' own address as a proxy, so
 * that each spec can speak for a client of its own (X-Forwarded-For).
 */
export const LOGIN_LIMIT = 8;

export const GATEWAY_CLUSTER_ENV = {
  RATE_LIMITS: 'on',
  RATE_LIMIT_LOGIN: `${LOGIN_LIMIT}/1h`,
  TRUSTED_PROXIES: '127.0.0.1',
};
