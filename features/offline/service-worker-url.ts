/**
 * Where each build's worker is written in `public/` and served from: `/sw.js` for the usual
 * build, and a name of its own for a build in another folder (the end-to-end suite's staging
 * build beside the main one), so that one build never replaces the other's worker.
 */
export function serviceWorkerFileFor(distDir: string): string {
  const folder = distDir
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '')
    .replace(/^\./, '');
  return folder === 'next' ? 'sw.js' : `sw-${folder.replace(/[^a-z0-9]+/gi, '-')}.js`;
}
