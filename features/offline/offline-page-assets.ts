/** What the precache filter needs of a webpack compilation: its named chunk groups. */
interface ChunkLike {
  files: Iterable<string>;
  auxiliaryFiles?: Iterable<string>;
}
interface ChunkGroupLike {
  chunks: readonly ChunkLike[];
  getChildren(): readonly ChunkGroupLike[];
  /** An entry point; its children include the entry points that depend on it (every page). */
  isInitial(): boolean;
}
export interface CompilationLike {
  namedChunkGroups: { get(name: string): ChunkGroupLike | undefined };
}

/**
 * The client entry points the offline page runs: Next's runtime, the app shell and the page,
 * each with the chunks it loads later (its dynamic imports).
 */
export const OFFLINE_PAGE_ENTRIES = ['main', 'pages/_app', 'pages/offline'] as const;

const found = new WeakMap<CompilationLike, Set<string>>();

/**
 * The build's files the offline page needs, and only those: a visitor's device downloads them
 * once, in the background, rather than the whole build (the editor's scripts included).
 */
export function offlinePageAssets(compilation: CompilationLike): Set<string> {
  const known = found.get(compilation);
  if (known) return known;
  const files = new Set<string>();
  const seen = new Set<ChunkGroupLike>();
  const visit = (group: ChunkGroupLike) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) files.add(file);
      for (const file of chunk.auxiliaryFiles ?? []) files.add(file);
    }
    group.getChildren().forEach((child) => child.isInitial() || visit(child));
  };
  for (const name of OFFLINE_PAGE_ENTRIES) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`The build has no '${name}' entry for the offline page.`);
    visit(group);
  }
  found.set(compilation, files);
  return files;
}
