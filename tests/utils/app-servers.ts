import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startServerProcess, stopServerProcess } from './server-process';

interface Options {
  /** Keep the server's errors out of the output once it is ready: a test that causes them. */
  quiet?: boolean;
}

const READY = 'Ready';

/**
 * This checkout's build served as `npm start` serves it (server.ts) on 127.0.0.1:`port`, once
 * it says it is ready.
 */
export function startSite(
  port: number,
  env: Record<string, string>,
  { quiet = false }: Options = {},
): Promise<ChildProcess> {
  return startServerProcess(
    process.execPath,
    ['--import', 'tsx', 'server.ts', '--port', String(port), '--hostname', '127.0.0.1'],
    { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, readyWhen: READY, quiet },
  );
}

/** Plain `next start` of the Next app in `dir` (the serving bench's bare pages). */
export function startNext(
  port: number,
  env: Record<string, string>,
  dir: string,
): Promise<ChildProcess> {
  return startServerProcess(
    join(dir, 'node_modules', '.bin', 'next'),
    ['start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, readyWhen: READY },
  );
}

/** Stops a server either of them started, and waits until it has gone. */
export const stopServer = stopServerProcess;
