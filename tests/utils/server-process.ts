import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcessOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** What the server prints on standard output once it takes requests. */
  readyWhen: string;
  /** Keep the server's errors out of the output once it is ready: a test that causes them. */
  quiet?: boolean;
}

/**
 * Starts a server and resolves once it says it is ready; rejects with what it printed on
 * standard error if it exits before.
 */
export async function startServerProcess(
  command: string,
  args: readonly string[],
  { cwd, env, readyWhen, quiet = false }: ServerProcessOptions,
): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let ready = false;
  let startupErrors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (!ready) startupErrors += chunk.toString();
    else if (!quiet) process.stderr.write(chunk);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready || !chunk.toString().includes(readyWhen)) return;
      ready = true;
      resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`${command} exited with code ${code}\n${startupErrors}`)),
    );
  });
  return child;
}

/** Stops a server `startServerProcess` started, and waits until it has gone. */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
