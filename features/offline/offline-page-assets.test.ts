import { describe, expect, it } from 'vitest';
import { offlinePageAssets, type CompilationLike } from './offline-page-assets';

interface Group {
  chunks: { files: string[] }[];
  getChildren(): Group[];
  isInitial(): boolean;
}

const group = (files: string[], children: Group[] = [], initial = false): Group => ({
  chunks: [{ files }],
  getChildren: () => children,
  isInitial: () => initial,
});

/** An entry point: webpack makes those that depend on it (every page) its children. */
const entry = (files: string[], children: Group[] = []) => group(files, children, true);

function compilationOf(groups: Record<string, Group>): CompilationLike {
  return { namedChunkGroups: new Map(Object.entries(groups)) };
}

describe('offlinePageAssets', () => {
  const shared = group(['static/chunks/kept-readings.js']);
  const editor = entry(['static/chunks/pages/editor.js'], [group(['static/chunks/tiptap.js'])]);
  const app = entry(['static/chunks/pages/_app.js', 'static/css/app.css'], [shared, editor]);
  const compilation = compilationOf({
    main: entry(['static/chunks/webpack.js', 'static/chunks/main.js'], [app]),
    'pages/_app': app,
    'pages/offline': entry(
      ['static/chunks/pages/offline.js'],
      [group(['static/chunks/idb.js'], [shared])],
    ),
    'pages/editor': editor,
  });

  it("holds the offline page's files, with the chunks they load later, and no other page's", () => {
    expect([...offlinePageAssets(compilation)].sort()).toEqual([
      'static/chunks/idb.js',
      'static/chunks/kept-readings.js',
      'static/chunks/main.js',
      'static/chunks/pages/_app.js',
      'static/chunks/pages/offline.js',
      'static/chunks/webpack.js',
      'static/css/app.css',
    ]);
  });

  it('refuses a build without the offline page rather than precache nothing', () => {
    expect(() => offlinePageAssets(compilationOf({ main: entry([]) }))).toThrow(/pages\/_app/);
  });
});
