import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../utils/free-port';

const SERVERS = '/usr/lib/postgresql';
const asRoot = process.getuid?.() === 0;

/** The newest PostgreSQL server's programs Debian installed, if any. */
function serverPrograms(): string | undefined {
  const versions = existsSync(SERVERS)
    ? readdirSync(SERVERS).filter((version) =>
        existsSync(join(SERVERS, version, 'bin', 'postgres')),
      )
    : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest && join(SERVERS, newest, 'bin');
}

/** Installs Debian's postgresql package when it is missing and we are root, as CI is. */
function installedServer(): string {
  const found = serverPrograms();
  if (found) return found;
  if (!asRoot) {
    throw new Error(
      "PostgreSQL's server is not installed: run 'sudo apt-get install -y postgresql' and try again.",
    );
  }
  console.info("Installing Debian's postgresql package…");
  const apt = {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  } as const;
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], apt);
  const installed = serverPrograms();
  if (!installed) throw new Error('apt-get installed no PostgreSQL server');
  return installed;
}

export interface PostgresServer {
  /** A database of its own on the server, as `postgres://`. */
  url: string;
  version: string;
  logFile: string;
  stop: () => void;
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder on a free port, with one empty database.
 * Its data need not survive a crash (no fsync, no full-page writes), and it refuses to run as
 * root, so as root it belongs to the package's postgres user.
 */
export function startPostgresServer(database = 'gateway_test'): PostgresServer {
  const bin = installedServer();
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(join(bin, program), args, { stdio: 'ignore' });
  const dir = mkdtempSync(join(tmpdir(), 'gateway-postgres-'));
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = freePort();
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // Not started, or gone already.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    const settings = [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400',
    ].join(' ');
    run('pg_ctl', ['-D', data, '-l', logFile, '-w', 'start', '-o', settings]);
    execFileSync(join(bin, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      database,
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  const version = execFileSync(join(bin, 'postgres'), ['--version']).toString().trim();
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, version, logFile, stop };
}
