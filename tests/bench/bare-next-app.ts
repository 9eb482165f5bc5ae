import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNext } from '../utils/app-servers';

/**
 * A Next.js app of one static page, built in a folder of its own with this project's Next. Its
 * page holds `textLength` characters of text, which its HTML carries twice (as markup and as
 * the page's props), as a CMS page does.
 */
export function buildBareNextApp(textLength: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'bare-next-'));
  mkdirSync(join(dir, 'pages'));
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true }));
  writeFileSync(
    join(dir, 'pages', 'index.js'),
    `export default function Page({ text }) { return <main><h1>About us</h1><p>{text}</p></main>; }
export function getStaticProps() {
  return { props: { text: 'Greener energy. '.repeat(${Math.max(1, Math.round(textLength / 16))}) }, revalidate: 60 };
}
`,
  );
  const built = spawnSync(join(dir, 'node_modules', '.bin', 'next'), ['build', '--webpack'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_ENVIRONMENT: '' },
    stdio: 'ignore',
  });
  if (built.status !== 0) throw new Error('The bare Next.js app did not build');
  return dir;
}

/** `next start` of a bare app `buildBareNextApp` built, on 127.0.0.1:`port`. */
export function startBareNext(dir: string, port: number): Promise<ChildProcess> {
  return startNext(port, { NEXT_PUBLIC_ENVIRONMENT: '' }, dir);
}
