import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startServerProcess, stopServerProcess } from './server-process';

interface Options {
  /** Keep the server's errors out of the output once it is ready: a test that causes them. */
  quiet?: boolean;
  /** The app to serve: this checkout's by default. */
  cwd?: string;
}

/** `next start` of this checkout's build on 127.0.0.1:`port`, once it says it is ready. */
export function startNext(
  port: number,
  env: Record<string, string>,
  { quiet = false, cwd = process.cwd() }: Options = {},
): Promise<ChildProcess> {
  return startServerProcess(
    join(cwd, 'node_modules', '.bin', 'next'),
    ['start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      readyWhen: 'Ready',
      quiet,
    },
  );
}

/** Stops a server `startNext` started, and waits until it has gone. */
export const stopNext = stopServerProcess;
