import { useSyncExternalStore } from 'react';
import { emptyJourney, journeyStateSchema, type JourneyState } from './journey-state';

/** SPEC §9: the journey is kept in sessionStorage under this key, for a configurable time. */
export const JOURNEY_STORAGE_KEY = 'app_storage_cache';
export const DEFAULT_JOURNEY_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Typed again after a reload: never written to storage. */
export interface JourneySecrets {
  password: string | null;
  sortCode: string | null;
  accountNumber: string | null;
}

export type LostSecret = 'password' | 'bankDetails';

export interface JourneySnapshot {
  state: JourneyState;
  secrets: JourneySecrets;
  /** Secrets the prospect had given before a reload and must type again, so a step can say so. */
  lostSecrets: readonly LostSecret[];
}

const noSecrets: JourneySecrets = { password: null, sortCode: null, accountNumber: null };

export const emptyJourneySnapshot: JourneySnapshot = {
  state: emptyJourney,
  secrets: noSecrets,
  lostSecrets: [],
};

export interface JourneyStoreOptions {
  /** sessionStorage; null where there is none (the server) or the browser refuses it. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  expiryMs?: number;
  now?: () => Date;
}

export interface JourneyStore {
  getSnapshot(): JourneySnapshot;
  subscribe(listener: () => void): () => void;
  update(change: Partial<JourneyState>): void;
  setSecrets(change: Partial<JourneySecrets>): void;
  /** Starts again: the store and its storage are emptied. */
  clear(): void;
}

interface StoredEnvelope {
  expiresAt: number;
  state: unknown;
}

function isEnvelope(value: unknown): value is StoredEnvelope {
  return typeof value === 'object' && value !== null && 'expiresAt' in value && 'state' in value;
}

/**
 * The secrets a reload has lost: those of a step the prospect had finished or started typing
 * into (its draft; drafts are kept by step id).
 */
function lostOnReload(state: JourneyState): LostSecret[] {
  if (state.signup) return [];
  const lost: LostSecret[] = [];
  if (state.personalDetails || state.drafts['personal-details']) lost.push('password');
  if (state.payment || state.drafts['payment-details']) lost.push('bankDetails');
  return lost;
}

export function createJourneyStore(options: JourneyStoreOptions): JourneyStore {
  const { storage, expiryMs = DEFAULT_JOURNEY_EXPIRY_MS, now = () => new Date() } = options;
  const listeners = new Set<() => void>();

  function parse(raw: string): JourneyState | null {
    try {
      const envelope: unknown = JSON.parse(raw);
      if (!isEnvelope(envelope) || typeof envelope.expiresAt !== 'number') return null;
      if (envelope.expiresAt <= now().getTime()) return null;
      const parsed = journeyStateSchema.safeParse(envelope.state);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** The stored journey; a bad or expired value is removed, never trusted. */
  function read(): JourneyState {
    try {
      const raw = storage?.getItem(JOURNEY_STORAGE_KEY);
      if (!raw) return emptyJourney;
      const state = parse(raw);
      if (state) return state;
      storage?.removeItem(JOURNEY_STORAGE_KEY);
    } catch {
      // Refused storage: start afresh, in memory.
    }
    return emptyJourney;
  }

  function write(state: JourneyState) {
    try {
      const envelope: StoredEnvelope = { expiresAt: now().getTime() + expiryMs, state };
      storage?.setItem(JOURNEY_STORAGE_KEY, JSON.stringify(envelope));
    } catch {
      // Private browsing or a full quota: the journey carries on in memory.
    }
  }

  const restored = read();
  let snapshot: JourneySnapshot = {
    state: restored,
    secrets: noSecrets,
    lostSecrets: lostOnReload(restored),
  };

  function publish(next: JourneySnapshot) {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const state = { ...snapshot.state, ...change };
      write(state);
      publish({ ...snapshot, state });
    },
    setSecrets(change) {
      const secrets = { ...snapshot.secrets, ...change };
      const lostSecrets = snapshot.lostSecrets.filter((secret) =>
        secret === 'password'
          ? secrets.password === null
          : secrets.sortCode === null || secrets.accountNumber === null,
      );
      publish({ ...snapshot, secrets, lostSecrets });
    },
    clear() {
      try {
        storage?.removeItem(JOURNEY_STORAGE_KEY);
      } catch {
        // Nothing could be stored.
      }
      publish(emptyJourneySnapshot);
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

let browserStore: JourneyStore | null = null;

/** The one journey store of this tab, created on first use in the browser. */
export function journeyStore(): JourneyStore {
  browserStore ??= createJourneyStore({ storage: sessionStorageOrNull() });
  return browserStore;
}

const serverSnapshot = () => emptyJourneySnapshot;

/** The journey and its store; the server (and hydration) sees an empty journey. */
export function useQuoteJourney(store: JourneyStore = journeyStore()) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  return { ...snapshot, store };
}
