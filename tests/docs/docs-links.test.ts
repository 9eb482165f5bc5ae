import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Nothing the project's documents or code comments point to may be missing: every relative
 * link of the Markdown documents (and the heading an anchor names), and every `docs/….md` a
 * source file mentions.
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** Folders that hold no project source: dependencies, builds, test output, VCS. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'test-results', 'playwright-report', 'public']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function filesUnder(dir: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) return [];
      return filesUnder(join(dir, entry.name), wanted);
    }
    return entry.isFile() && wanted(entry.name) ? [join(dir, entry.name)] : [];
  });
}

/** README.md, each top-level folder's README.md, and every document in docs/. */
function markdownDocuments(): string[] {
  const folderReadmes = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => !SKIPPED_FOLDERS.has(entry.name))
    .map((entry) => join(ROOT, entry.name, 'README.md'))
    .filter((file) => existsSync(file));
  return [
    join(ROOT, 'README.md'),
    ...folderReadmes,
    ...filesUnder(join(ROOT, 'docs'), (name) => name.endsWith('.md')),
  ];
}

/** The text outside fenced code blocks, where a link is only an example. */
const withoutCodeBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** Every link target: inline `[text](target "title")` and reference `[id]: target`. */
function linkTargets(markdown: string): string[] {
  const text = withoutCodeBlocks(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
  return [...inline, ...references].map((match) => match[1]!);
}

const isExternal = (target: string) => /^[a-z][a-z\d+.-]*:/i.test(target);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const headings = withoutCodeBlocks(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set([...headings].map((match) => anchorOf(match[1]!)));
}

/** What is wrong with a link of `document`, or null when it points to what exists. */
function brokenLink(document: string, target: string): string | null {
  if (isExternal(target)) return null;
  const [path = '', anchor] = target.split('#');
  const file =
    path === ''
      ? document
      : path.startsWith('/')
        ? join(ROOT, decodeURIComponent(path))
        : resolve(dirname(document), decodeURIComponent(path));
  if (!existsSync(file)) return `${target}: no such file`;
  if (anchor && file.endsWith('.md') && statSync(file).isFile() && !anchorsOf(file).has(anchor)) {
    return `${target}: no heading #${anchor} in ${relative(ROOT, file)}`;
  }
  return null;
}

describe('documentation links', () => {
  it('finds the documents it checks', () => {
    const documents = markdownDocuments().map((file) => relative(ROOT, file));
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
  });

  it('points every relative link of README.md and docs/ to a file that exists', () => {
    const broken = markdownDocuments().flatMap((document) =>
      linkTargets(readFileSync(document, 'utf8'))
        .map((target) => brokenLink(document, target))
        .filter((problem) => problem !== null)
        .map((problem) => `${relative(ROOT, document)}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it('points every docs/….md a source file mentions to a file that exists', () => {
    // Spelt in parts, so that this file does not mention a missing document itself.
    const retiredArchitecture = ['ARCHITECTURE', 'md'].join('.');
    const missing = filesUnder(ROOT, (name) => SOURCE_FILE.test(name)).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const mentioned = [
        ...[...text.matchAll(/(?<![\w/.-])docs\/[\w./-]+?\.md\b/g)].map((match) => match[0]),
        ...(text.includes(retiredArchitecture) ? [retiredArchitecture] : []),
      ];
      return mentioned
        .filter((path) => !existsSync(join(ROOT, path)))
        .map((path) => `${relative(ROOT, file)}: ${path}`);
    });
    expect(missing).toEqual([]);
  });

  it('says nothing in README.md is "not built yet"', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).not.toMatch(/not\s+built\s+yet/i);
  });
});
