import { createContext, useContext, type ReactNode } from 'react';
import { DiagnosticCard } from './diagnostic-card';
import { isInvalidBlok, type RenderableBlok } from './renderable-blok';

/** Components by block name; each takes the blok its block's schema outputs. */
export type BlockRegistry = Readonly<Record<string, (props: { blok: never }) => ReactNode>>;

interface RendererSettings {
  registry: BlockRegistry;
  /** 'visible' (preview, development): a card for editors; 'silent' (production): nothing. */
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

/** Renders a blok that parseBlok checked: its block's component, or what was wrong with it. */
export function Blok({ blok }: { blok: RenderableBlok }) {
  const settings = useContext(RendererContext);
  if (!settings) throw new Error('Blok rendered outside a BlocksProvider');
  const Component = isInvalidBlok(blok) ? undefined : settings.registry[blok.component];
  // Checked against the schema this component takes, by parseBlok.
  if (Component) return <Component blok={blok as never} />;
  if (settings.diagnostics === 'silent') return null;
  const issues = isInvalidBlok(blok) ? blok._issues : [];
  return <DiagnosticCard component={blok.component} uid={blok._uid} issues={issues} />;
}

/** Renders a list of bloks, each keyed by its `_uid`. */
export function Bloks({ bloks }: { bloks: readonly RenderableBlok[] }) {
  return bloks.map((blok) => <Blok key={blok._uid} blok={blok} />);
}
