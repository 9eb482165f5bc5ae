import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetSchema } from '../fields';
import { createAssetStore, kebabName } from './asset-store';
import { OutsideFolderError } from './space-files';
import { AssetRefusedError } from './store-errors';

const EDITOR = 'ed@so.energy';
const image = (name: string) =>
  new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/images', name)));

function storeOverEmptySpace() {
  const root = mkdtempSync(join(tmpdir(), 'asset-space-'));
  let clock = Date.parse('2026-03-01T10:00:00.000Z');
  const store = createAssetStore({ root, now: () => new Date((clock += 1000)) });
  const assetFiles = () => readdirSync(join(root, 'assets')).sort();
  const index = () => readFileSync(join(root, 'assets', 'index.json'), 'utf8');
  return { root, store, assetFiles, index };
}

const refusal = (upload: () => unknown) => {
  try {
    upload();
  } catch (error) {
    if (error instanceof AssetRefusedError)
      return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('the upload was not refused');
};

describe('the asset store', () => {
  it('stores an image under its content hash and readable name, sized, with its alt text', () => {
    const { store, assetFiles, index } = storeOverEmptySpace();
    const asset = store.upload(
      { data: image('3x2.png'), fileName: 'Solar Panels (2).PNG', alt: 'Panels on a roof' },
      EDITOR,
    );
    expect(asset).toEqual({
      filename: expect.stringMatching(/^\/api\/content\/assets\/[0-9a-f]{16}-solar-panels-2\.png$/),
      alt: 'Panels on a roof',
      width: 3,
      height: 2,
    });
    expect(assetSchema.parse(asset)).toEqual(asset);
    const file = asset.filename.split('/').pop()!;
    expect(assetFiles()).toEqual([file, 'index.json']);
    expect(index()).toBe(
      `${JSON.stringify(
        {
          [file]: {
            alt: 'Panels on a roof',
            width: 3,
            height: 2,
            uploadedAt: '2026-03-01T10:00:01.000Z',
            uploadedBy: EDITOR,
          },
        },
        null,
        2,
      )}\n`,
    );
    expect(store.file(file)).toEqual({
      data: Buffer.from(image('3x2.png')),
      contentType: 'image/png',
    });
  });

  it('keeps one file for the same bytes uploaded twice, under any name', () => {
    const { store, assetFiles } = storeOverEmptySpace();
    const first = store.upload({ data: image('3x2.jpg'), fileName: 'a.jpg', alt: 'A' }, EDITOR);
    const again = store.upload({ data: image('3x2.jpg'), fileName: 'b.jpeg', alt: 'B' }, EDITOR);
    expect(again.filename).toBe(first.filename);
    expect(again.alt).toBe('B');
    expect(assetFiles()).toHaveLength(2);
  });

  it('takes each format by its bytes and names the file for what it is', () => {
    const { store } = storeOverEmptySpace();
    const stored = ['3x2.jpg', '3x2-lossy.webp', '3x2.gif', '9x6.avif'].map((name) =>
      store.upload({ data: image(name), fileName: 'photo.png', alt: 'x' }, EDITOR),
    );
    expect(stored.map((asset) => asset.filename.split('.').pop())).toEqual([
      'jpg',
      'webp',
      'gif',
      'avif',
    ]);
    expect(store.file(stored[3]!.filename.split('/').pop()!)?.contentType).toBe('image/avif');
  });

  it('refuses text named .png, a damaged image and anything over 5 MB, writing nothing', () => {
    const { store, assetFiles } = storeOverEmptySpace();
    const upload = (data: Uint8Array) => () =>
      store.upload({ data, fileName: 'photo.png', alt: 'x' }, EDITOR);
    expect(refusal(upload(new TextEncoder().encode('<html>not an image</html>')))).toEqual({
      status: 400,
      message: 'Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded.',
    });
    expect(refusal(upload(image('3x2.png').slice(0, 16))).message).toMatch(/could not be read/);
    const tooLarge = new Uint8Array(5 * 1024 * 1024 + 1);
    tooLarge.set(image('3x2.png'));
    expect(refusal(upload(tooLarge))).toEqual({
      status: 413,
      message: 'Images must be 5 MB or smaller.',
    });
    expect(() => assetFiles()).toThrow();
  });

  it('lists the uploads newest first', () => {
    const { store } = storeOverEmptySpace();
    const older = store.upload({ data: image('3x2.gif'), fileName: 'old.gif', alt: 'Old' }, EDITOR);
    const newer = store.upload(
      { data: image('3x2.png'), fileName: 'new.png', alt: 'New', title: 'Newest' },
      EDITOR,
    );
    expect(store.list()).toEqual([newer, older]);
    expect(newer.title).toBe('Newest');
  });

  it('serves only names of the stored pattern: no other file, no way out of the folder', () => {
    const { store } = storeOverEmptySpace();
    const asset = store.upload({ data: image('3x2.png'), fileName: 'a.png', alt: 'x' }, EDITOR);
    const file = asset.filename.split('/').pop()!;
    for (const name of [
      'index.json',
      '../stories/about.json',
      `../assets/${file}`,
      file.replace('.png', '.svg'),
      file.toUpperCase(),
      `0000000000000000-${file.slice(17)}`,
    ])
      expect(store.file(name)).toBeNull();
  });
});

describe('the asset store’s writes', () => {
  it('never leave assets/, whatever name the index gives an image', () => {
    const { root, store } = storeOverEmptySpace();
    const data = image('3x2.png');
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
    mkdirSync(join(root, 'assets'));
    const entry = { alt: 'x', width: 3, height: 2, uploadedAt: '2026-03-01', uploadedBy: EDITOR };
    writeFileSync(
      join(root, 'assets', 'index.json'),
      JSON.stringify({ [`${hash}-/../../escaped.png`]: entry }),
    );
    expect(() => store.upload({ data, fileName: 'a.png', alt: 'x' }, EDITOR)).toThrow(
      OutsideFolderError,
    );
    expect(existsSync(join(root, 'escaped.png'))).toBe(false);
  });
});

describe('kebabName', () => {
  it.each([
    ['Grid of Panels (2).PNG', 'grid-of-panels-2'],
    ['C:\\Users\\me\\Café crème.jpg', 'cafe-creme'],
    ['../../etc/passwd', 'passwd'],
    ['.png', 'image'],
    ['———.gif', 'image'],
  ])('%s → %s', (fileName, name) => {
    expect(kebabName(fileName)).toBe(name);
  });
});
