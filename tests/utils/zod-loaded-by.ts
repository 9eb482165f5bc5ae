import { vi } from 'vitest';

const ZOD_ENTRIES = ['zod', 'zod/mini'] as const;

/**
 * Which of zod's entries (classic, mini) importing a module afresh evaluates: a page's deferred
 * part that should carry no zod until its visitor turns to it names none.
 */
export async function zodLoadedBy(load: () => Promise<unknown>): Promise<string[]> {
  const loaded: string[] = [];
  vi.resetModules();
  for (const entry of ZOD_ENTRIES) {
    vi.doMock(entry, async (original) => {
      loaded.push(entry);
      return original();
    });
  }
  try {
    await load();
  } finally {
    for (const entry of ZOD_ENTRIES) vi.doUnmock(entry);
  }
  return loaded;
}
