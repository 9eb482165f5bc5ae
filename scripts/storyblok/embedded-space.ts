import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ASSET_URL_PREFIX } from '@/lib/content/asset-upload';
import { loadSpace, type Folder, type SpaceStory } from '@/lib/content/local-space/space';
import type { DatasourceEntry } from '@/lib/content/story';
import { localImages } from './content-references';

/** The embedded space as push writes it: folders, stories, datasources and image files. */
export interface EmbeddedSpace {
  folders: Folder[];
  stories: SpaceStory[];
  datasources: { slug: string; name: string; entries: DatasourceEntry[] }[];
  /** Each image the stories show, by its path in content, with the file that holds it. */
  images: { path: string; file: string; size: number }[];
}

/** The file an image path in content names: an uploaded asset, or a file under public/. */
export function imageFile(path: string, contentRoot: string, publicDir: string): string {
  return path.startsWith(ASSET_URL_PREFIX)
    ? join(contentRoot, 'assets', path.slice(ASSET_URL_PREFIX.length))
    : join(publicDir, path);
}

function datasourceNames(contentRoot: string): Map<string, string> {
  const dir = join(contentRoot, 'datasources');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const { name } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { name: string };
        return [file.slice(0, -'.json'.length), name];
      }),
  );
}

export class MissingImageError extends Error {
  override name = 'MissingImageError';
}

export function readEmbeddedSpace(contentRoot: string, publicDir: string): EmbeddedSpace {
  const space = loadSpace(contentRoot, {
    onSkippedFile: ({ file, reason }) => {
      throw new Error(`${file} cannot be pushed: ${reason}`);
    },
  });
  const names = datasourceNames(contentRoot);
  const paths = new Set(
    space.stories.flatMap(({ draft, published }) => [
      ...localImages(draft.content),
      ...localImages(published?.content),
    ]),
  );
  const images = [...paths].sort().map((path) => {
    const file = imageFile(path, contentRoot, publicDir);
    if (!existsSync(file)) throw new MissingImageError(`${path}: no file at ${file}`);
    return { path, file, size: statSync(file).size };
  });
  return {
    folders: space.folders,
    stories: space.stories,
    datasources: [...space.datasources].map(([slug, entries]) => ({
      slug,
      name: names.get(slug) ?? slug,
      entries,
    })),
    images,
  };
}
