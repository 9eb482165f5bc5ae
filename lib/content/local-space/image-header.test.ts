import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageFormatOf, readImageHeader } from './image-header';

// Tiny images written by a real encoder (libvips), 3 × 2 pixels unless named otherwise.
const image = (name: string) =>
  new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/images', name)));

describe('readImageHeader', () => {
  it.each([
    ['3x2.png', 'png', 3, 2],
    ['3x2.jpg', 'jpeg', 3, 2],
    ['3x2-lossy.webp', 'webp', 3, 2],
    ['3x2-lossless.webp', 'webp', 3, 2],
    ['3x2-alpha.webp', 'webp', 3, 2],
    ['3x2.gif', 'gif', 3, 2],
    ['9x6.avif', 'avif', 9, 6],
  ])('reads %s as %s, %i × %i', (name, format, width, height) => {
    expect(readImageHeader(image(name))).toEqual({ format, width, height });
  });

  it('gives a photo turned a quarter by its EXIF orientation the size it shows at', () => {
    expect(readImageHeader(image('3x2-turned.jpg'))).toEqual({
      format: 'jpeg',
      width: 2,
      height: 3,
    });
  });

  it('goes by the bytes, not the name: text is no image', () => {
    const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    expect(readImageHeader(text)).toBeNull();
    expect(imageFormatOf(text)).toBeNull();
  });

  it('knows a cut-short file by its signature but cannot size it', () => {
    for (const name of ['3x2.png', '3x2.jpg', '3x2-lossy.webp', '9x6.avif']) {
      const start = image(name).slice(0, 20);
      expect(imageFormatOf(start)).not.toBeNull();
      expect(readImageHeader(start)).toBeNull();
    }
  });
});
