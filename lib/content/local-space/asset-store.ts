import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import {
  ASSET_URL_PREFIX,
  MAX_ASSET_BYTES,
  ONLY_IMAGES_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNREADABLE_IMAGE_MESSAGE,
} from '../asset-upload';
import type { Asset } from '../fields';
import { imageFormatOf, readImageHeader, type ImageFormat } from './image-header';
import { formatJson, insideFolder, writeFileAtomically } from './space-files';
import { AssetRefusedError } from './store-errors';

/**
 * The space's uploaded images: `assets/<content hash>-<name>.<ext>`, and `assets/index.json`
 * with each one's alt text, size and who uploaded it. The hash in the name makes the same
 * bytes the same file, and lets the site cache a file for ever.
 */

const ASSETS_DIR = 'assets';
const INDEX_FILE = 'index.json';
const HASH_LENGTH = 16;

const EXTENSIONS = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
} as const satisfies Record<ImageFormat, string>;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The only names the space stores, so a name from a URL can never reach another file. */
const STORED_NAME = new RegExp(
  `^([0-9a-f]{${HASH_LENGTH}})-[a-z0-9]+(?:-[a-z0-9]+)*\\.(${Object.values(EXTENSIONS).join('|')})$`,
);

const indexEntrySchema = z.object({
  alt: z.string(),
  title: z.optional(z.string()),
  width: z.int(),
  height: z.int(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
type IndexEntry = z.infer<typeof indexEntrySchema>;
const indexSchema = z.record(z.string(), indexEntrySchema);

export interface NewAsset {
  data: Uint8Array;
  /** The name the file had on the uploader's computer; only its readable part is kept. */
  fileName: string;
  alt: string;
  title?: string | undefined;
}

/** An asset as block fields store it (`assetSchema`), pointing at the route that serves it. */
export type StoredAsset = Asset & { filename: string; alt: string; width: number; height: number };

export interface AssetFile {
  data: Buffer;
  contentType: string;
}

/** `Grid of Panels (2).PNG` → `grid-of-panels-2`: lower-case words, accents dropped. */
export function kebabName(fileName: string): string {
  const stem = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const words = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return words?.join('-').slice(0, 60).replace(/-$/, '') || 'image';
}

const assetOf = (file: string, { alt, title, width, height }: IndexEntry): StoredAsset => ({
  filename: `${ASSET_URL_PREFIX}${file}`,
  alt,
  ...(title ? { title } : {}),
  width,
  height,
});

export function createAssetStore({
  root,
  now = () => new Date(),
}: {
  root: string;
  now?: () => Date;
}) {
  /** A file's path in assets/, never outside it whatever the index says. */
  const assetPath = (file: string) => insideFolder(root, ASSETS_DIR, join(ASSETS_DIR, file));
  const indexPath = assetPath(INDEX_FILE);

  const readIndex = (): Record<string, IndexEntry> =>
    existsSync(indexPath) ? indexSchema.parse(JSON.parse(readFileSync(indexPath, 'utf8'))) : {};

  const writeIndex = (index: Record<string, IndexEntry>) =>
    writeFileAtomically(
      indexPath,
      formatJson(Object.fromEntries(Object.entries(index).sort(([a], [b]) => a.localeCompare(b)))),
    );

  return {
    /** Stores an image (the same bytes again reuse their file) and records its alt text. */
    upload({ data, fileName, alt, title }: NewAsset, who: string): StoredAsset {
      if (data.byteLength > MAX_ASSET_BYTES) throw new AssetRefusedError(TOO_LARGE_MESSAGE, 413);
      const header = readImageHeader(data);
      if (!header)
        throw new AssetRefusedError(
          imageFormatOf(data) ? UNREADABLE_IMAGE_MESSAGE : ONLY_IMAGES_MESSAGE,
        );
      const hash = createHash('sha256').update(data).digest('hex').slice(0, HASH_LENGTH);
      const index = readIndex();
      const file =
        Object.keys(index).find((name) => name.startsWith(`${hash}-`)) ??
        `${hash}-${kebabName(fileName)}.${EXTENSIONS[header.format]}`;
      const path = assetPath(file);
      if (!existsSync(path)) writeFileAtomically(path, data);
      const entry: IndexEntry = {
        alt,
        ...(title ? { title } : {}),
        width: header.width,
        height: header.height,
        uploadedAt: now().toISOString(),
        uploadedBy: who,
      };
      writeIndex({ ...index, [file]: entry });
      return assetOf(file, entry);
    },

    /** Every uploaded image, the newest first. */
    list(): StoredAsset[] {
      return Object.entries(readIndex())
        .sort(([, a], [, b]) => b.uploadedAt.localeCompare(a.uploadedAt))
        .map(([file, entry]) => assetOf(file, entry));
    },

    /** An uploaded image's bytes by its stored name; null for any other name. */
    file(name: string): AssetFile | null {
      const extension = STORED_NAME.exec(name)?.[2];
      if (!extension) return null;
      const path = assetPath(name);
      if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return null;
      return { data: readFileSync(path), contentType: CONTENT_TYPES[extension]! };
    },
  };
}
