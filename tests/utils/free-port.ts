import { execFileSync } from 'node:child_process';

/**
 * A TCP port that is free right now. Synchronous because Playwright's config is not async;
 * the answer is stored in the environment so that every worker process sees the same port.
 */
export function freePort(): number {
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
