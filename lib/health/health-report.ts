/** What one dependency of an instance looks like from it. */
export type CheckStatus = 'up' | 'down' | 'not configured';

/** A dependency the instance needs, reported under its name. */
export interface HealthCheck {
  name: string;
  /** Resolves to the dependency's status; `signal` aborts once the answer is too late. */
  check: (signal: AbortSignal) => Promise<CheckStatus>;
}

export interface HealthReport {
  /** 503 takes the instance out of the load balancer's rotation. */
  httpStatus: 200 | 503;
  body: { status: 'ok' | 'unavailable' } & Record<string, CheckStatus | 'ok' | 'unavailable'>;
}

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

/** Runs every check at once; the instance is unavailable while any configured one is down. */
export async function healthReport(
  checks: readonly HealthCheck[],
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<HealthReport> {
  const statuses = await Promise.all(checks.map((check) => statusOf(check, timeoutMs)));
  const healthy = !statuses.includes('down');
  return {
    httpStatus: healthy ? 200 : 503,
    body: {
      status: healthy ? 'ok' : 'unavailable',
      ...Object.fromEntries(checks.map(({ name }, index) => [name, statuses[index]!])),
    },
  };
}
