import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as z from 'zod/mini';
import { datasourceEntrySchema, storySchema, type DatasourceEntry, type Story } from '../story';

/** One story file: the latest draft and the published version (null until published). */
const storedStorySchema = z.omit(storySchema, { parent_id: true });
const storyFileSchema = z.object({
  draft: storedStorySchema,
  published: z.nullable(storedStorySchema),
});

const datasourceFileSchema = z.object({
  name: z.string(),
  entries: z.array(datasourceEntrySchema),
});

export interface Folder {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  parent_id: number | null;
}

export interface SpaceStory {
  /** Path of the file inside the space, for error messages. */
  file: string;
  draft: Story;
  published: Story | null;
}

export interface Space {
  stories: SpaceStory[];
  folders: Folder[];
  datasources: Map<string, DatasourceEntry[]>;
}

export class SpaceFileError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'SpaceFileError';
  }
}

/** A story file the space left out, and why. */
export interface SkippedFile {
  file: string;
  reason: string;
}

export interface LoadSpaceOptions {
  /** Told of each story file left out; by default it is logged. */
  onSkippedFile?: (skipped: SkippedFile) => void;
}

const logSkippedFile = ({ file, reason }: SkippedFile) =>
  console.error(`The content space left out ${file}: ${reason}`);

/** The JSON files under `dir`; a space may have no datasources (or no stories) at all. */
function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function readJson<Schema extends z.ZodMiniType>(path: string, label: string, schema: Schema) {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new SpaceFileError(label, `cannot be read as JSON (${why})`);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new SpaceFileError(label, z.prettifyError(result.error));
  return result.data;
}

/** Folders have no file of their own: their ids are derived from their path, stably. */
function folderFor(fullSlug: string, parentId: number | null): Folder {
  const hash = createHash('sha1').update(`folder:${fullSlug}`).digest('hex');
  const slug = fullSlug.split('/').at(-1) ?? fullSlug;
  return {
    id: 900_000_000 + (Number.parseInt(hash.slice(0, 7), 16) % 99_999_999),
    uuid: `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`,
    name: slug.replace(/[-_]/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
    slug,
    full_slug: fullSlug,
    parent_id: parentId,
  };
}

type StoryFile = z.infer<typeof storyFileSchema>;

/** A story file's versions; a SpaceFileError unless both are stories with the file's full_slug. */
function readStoryFile(path: string, label: string, fullSlug: string): StoryFile {
  const versions = readJson(path, label, storyFileSchema);
  for (const version of [versions.draft, versions.published]) {
    if (version && version.full_slug !== fullSlug)
      throw new SpaceFileError(
        label,
        `full_slug is "${version.full_slug}", expected "${fullSlug}"`,
      );
  }
  return versions;
}

/** `blog/index.json` is the start page of folder `blog` (full_slug `blog/`). */
function expectedFullSlug(file: string): string {
  const path = file.slice(0, -'.json'.length).split(sep).join('/');
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

/**
 * The space at `root`. A story file that cannot be read, is not a story or is not where its
 * full_slug says is left out (and reported), so one bad file never takes every page down.
 */
export function loadSpace(
  root: string,
  { onSkippedFile = logSkippedFile }: LoadSpaceOptions = {},
): Space {
  const storiesDir = join(root, 'stories');
  const folders = new Map<string, Folder>();
  const folderOf = (fullSlug: string): Folder | null => {
    const parts = fullSlug.replace(/\/$/, '').split('/').slice(0, -1);
    let folder: Folder | null = null;
    for (let depth = 1; depth <= parts.length; depth++) {
      const path = parts.slice(0, depth).join('/');
      folder = folders.get(path) ?? folderFor(path, folder ? folder.id : null);
      folders.set(path, folder);
    }
    return folder;
  };

  const stories = jsonFiles(storiesDir).flatMap((file): SpaceStory[] => {
    const label = relative(root, join(storiesDir, file));
    const fullSlug = expectedFullSlug(file);
    let versions: StoryFile;
    try {
      versions = readStoryFile(join(storiesDir, file), label, fullSlug);
    } catch (error) {
      if (!(error instanceof SpaceFileError)) throw error;
      onSkippedFile({ file: label, reason: error.detail });
      return [];
    }
    const { draft, published } = versions;
    const parent_id = folderOf(fullSlug)?.id ?? null;
    return [
      {
        file: label,
        draft: { ...draft, parent_id },
        published: published && { ...published, parent_id },
      },
    ];
  });

  const datasourcesDir = join(root, 'datasources');
  const datasources = new Map(
    jsonFiles(datasourcesDir).map((file) => {
      const slug = file.slice(0, -'.json'.length);
      const label = relative(root, join(datasourcesDir, file));
      return [slug, readJson(join(datasourcesDir, file), label, datasourceFileSchema).entries];
    }),
  );

  return { stories, folders: [...folders.values()], datasources };
}
