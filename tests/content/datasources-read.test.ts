import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The site's own code, where a datasource is read by its slug. */
const SOURCE_FOLDERS = ['lib', 'features', 'pages', 'blocks'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the content space’s datasources', () => {
  it('are each read by the site: an editor’s change to one reaches a page', () => {
    const source = SOURCE_FOLDERS.flatMap(sourceFiles)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const slugs = readdirSync(join('content', 'datasources')).map((file) =>
      file.replace(/\.json$/, ''),
    );
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(source, slug).toContain(`'${slug}'`);
  });
});
