import { Serwist, type PrecacheEntry } from 'serwist';
import { installKeptReadingsSync } from '@/features/account/readings/offline/background-sync';
import { offlineWorkerOptions } from './worker-routes';

/*
 * The service worker's entry, built by @serwist/next into the public folder (next.config.ts)
 * by `next build` only: `next dev` runs Turbopack, where Serwist's webpack plugin does not run,
 * so development has no worker.
 *
 * TypeScript's worker types cannot join the site's DOM ones, so the scope is described by what
 * is used of it.
 */
declare const self: {
  /** The precache list Serwist's build writes in. */
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

type WorkerScope = typeof globalThis;

/**
 * What else the worker does, each installed on its scope before Serwist's own listeners (which
 * answer requests): for example `installKeptReadingsSync(scope)`, the readings kept offline.
 */
const installers: readonly ((scope: WorkerScope) => void)[] = [installKeptReadingsSync];

for (const install of installers) install(globalThis);
new Serwist(offlineWorkerOptions(self.__SW_MANIFEST)).addEventListeners();
