import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** An empty SWR cache for one render, as a fresh page load has. Use as a render `wrapper`. */
export function FreshSwrCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}
