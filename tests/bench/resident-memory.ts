import { readdirSync, readFileSync } from 'node:fs';

/** Every process of the server: `next start` runs its server in a child process. */
function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    tree.push(...(parents.get(tree[index]!) ?? []));
  }
  return tree;
}

/** Resident memory of the server and its children, in bytes (Linux /proc). */
export function residentBytes(root: number): number {
  return processTree(root).reduce((total, pid) => {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return total + Number(kb ?? 0) * 1024;
    } catch {
      return total;
    }
  }, 0);
}
