import { join, resolve } from 'node:path';
import { insideFolder, OutsideFolderError } from './space-files';

const ROOT = resolve('/srv/space');

describe('insideFolder', () => {
  it.each([
    ['stories/about.json', join(ROOT, 'stories', 'about.json')],
    ['stories/blog/index.json', join(ROOT, 'stories', 'blog', 'index.json')],
    ['stories/blog/../about.json', join(ROOT, 'stories', 'about.json')],
    ['stories/..about.json', join(ROOT, 'stories', '..about.json')],
  ])('resolves %s inside stories/', (path, absolute) => {
    expect(insideFolder(ROOT, 'stories', path)).toBe(absolute);
  });

  it.each([
    ['the repository’s package.json', 'stories/../../package.json'],
    ['another folder of the space', 'stories/../history/x.jsonl'],
    ['a sibling whose name starts the same', 'stories/../stories-old/about.json'],
    ['the folder itself', 'stories'],
    ['the folder itself, spelt with a dot', 'stories/.'],
    ['an absolute path', '/etc/passwd'],
  ])('refuses %s', (_, path) => {
    expect(() => insideFolder(ROOT, 'stories', path)).toThrow(OutsideFolderError);
  });
});
