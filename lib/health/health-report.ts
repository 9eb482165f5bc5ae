/** What one dependency of an instance looks like from it. */
export type CheckStatus = 'up' | 'down' | 'not configured';

/** A dependency of the instance, reported under its name. */
export interface HealthCheck {
  name: string;
  /**
   * Whether the instance cannot serve without it (default). One it can do without (a shared
   * cache: pages are rendered without it) leaves the instance in rotation, reported degraded.
   */
  required?: boolean;
  /** Resolves to the dependency's status; `signal` aborts once the answer is too late. */
  check: (signal: AbortSignal) => Promise<CheckStatus>;
}

export interface HealthReport {
  /** 503 takes the instance out of the load balancer's rotation. */
  httpStatus: 200 | 503;
  body: { status: OverallStatus } & Record<string, CheckStatus | OverallStatus>;
}

type OverallStatus = 'ok' | 'degraded' | 'unavailable';

/** A load balancer polls every few seconds: a dependency slower than this counts as down. */
export const CHECK_TIMEOUT_MS = 1000;

async function statusOf({ check }: HealthCheck, timeoutMs: number): Promise<CheckStatus> {
  const late = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckStatus>((resolve) => {
    timer = setTimeout(() => {
      late.abort();
      resolve('down');
    }, timeoutMs);
  });
  try {
    return await Promise.race([check(late.signal), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs every check at once: the instance is unavailable while a required dependency is down,
 * and degraded while only one it can do without is.
 */
export async function healthReport(
  checks: readonly HealthCheck[],
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<HealthReport> {
  const statuses = await Promise.all(checks.map((check) => statusOf(check, timeoutMs)));
  const down = checks.filter((_, index) => statuses[index] === 'down');
  const status: OverallStatus = down.some(({ required = true }) => required)
    ? 'unavailable'
    : down.length > 0
      ? 'degraded'
      : 'ok';
  return {
    httpStatus: status === 'unavailable' ? 503 : 200,
    body: {
      status,
      ...Object.fromEntries(checks.map(({ name }, index) => [name, statuses[index]!])),
    },
  };
}
