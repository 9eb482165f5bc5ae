import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

interface Options {
  /** Keep the server's errors out of the output once it is ready: a test that causes them. */
  quiet?: boolean;
  /** The app to serve: this checkout's by default. */
  cwd?: string;
}

/** `next start` of this checkout's build on 127.0.0.1:`port`, once it says it is ready. */
export async function startNext(
  port: number,
  env: Record<string, string>,
  { quiet = false, cwd = process.cwd() }: Options = {},
): Promise<ChildProcess> {
  const next = join(cwd, 'node_modules', '.bin', 'next');
  const child = spawn(next, ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ready = false;
  let startupErrors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (!ready) startupErrors += chunk.toString();
    else if (!quiet) process.stderr.write(chunk);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('Ready')) return;
      ready = true;
      resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`next start exited with code ${code}\n${startupErrors}`)),
    );
  });
  return child;
}

/** Stops a server `startNext` started, and waits until it has gone. */
export async function stopNext(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
