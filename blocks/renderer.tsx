import { createContext, useContext, type ReactNode } from 'react';
import * as z from 'zod/mini';
import type { BlockDefinition } from './block-definition';
import { DiagnosticCard } from './diagnostic-card';

export type BlockRegistry = Readonly<Record<string, BlockDefinition>>;

interface RendererSettings {
  registry: BlockRegistry;
  /** 'visible' (preview, development): a card for editors; 'silent' (production): a log line. */
  diagnostics: 'visible' | 'silent';
}

// The registry comes through context, not an import: blocks that render child bloks would
// otherwise import the registry that imports them.
const RendererContext = createContext<RendererSettings | null>(null);

export function BlocksProvider({
  children,
  ...settings
}: RendererSettings & { children: ReactNode }) {
  return <RendererContext.Provider value={settings}>{children}</RendererContext.Provider>;
}

const renderable = z.looseObject({
  _uid: z.catch(z.string(), '(no _uid)'),
  component: z.catch(z.string(), '(no component)'),
  hidden: z.catch(z.optional(z.boolean()), false),
});

export function Blok({ blok }: { blok: unknown }) {
  const settings = useContext(RendererContext);
  if (!settings) throw new Error('Blok rendered outside a BlocksProvider');
  const { _uid, component, hidden } = renderable.parse(blok ?? {});
  if (hidden) return null;

  const parsed = settings.registry[component]?.parse(blok);
  if (parsed?.success) return parsed.render();

  const issues = parsed?.issues ?? [];
  if (settings.diagnostics === 'visible') {
    return <DiagnosticCard component={component} uid={_uid} issues={issues} />;
  }
  if (typeof window === 'undefined') {
    const detail = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    console.warn(`Skipped block ${component} (${_uid}): ${detail || 'not in the registry'}`);
  }
  return null;
}

/** Renders a list of bloks, each keyed by its `_uid`. */
export function Bloks({ bloks }: { bloks: readonly unknown[] }) {
  return bloks.map((blok, index) => {
    const uid = (blok as { _uid?: unknown } | null)?._uid;
    return <Blok key={typeof uid === 'string' ? uid : index} blok={blok} />;
  });
}
