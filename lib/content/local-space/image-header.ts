/**
 * What an image file is and how big it shows, read from its first bytes (never its name or
 * declared type): PNG, JPEG, WebP, GIF and AVIF, the formats the editor takes as uploads.
 */

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

type Reader = (bytes: DataView) => { width: number; height: number } | null;

const ascii = (bytes: DataView, offset: number, length: number) =>
  offset + length > bytes.byteLength
    ? ''
    : String.fromCharCode(...new Uint8Array(bytes.buffer, bytes.byteOffset + offset, length));

const startsWith = (bytes: DataView, signature: readonly number[]) =>
  bytes.byteLength >= signature.length &&
  signature.every((byte, index) => bytes.getUint8(index) === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const readPng: Reader = (bytes) =>
  bytes.byteLength >= 24 && ascii(bytes, 12, 4) === 'IHDR'
    ? { width: bytes.getUint32(16), height: bytes.getUint32(20) }
    : null;

const readGif: Reader = (bytes) =>
  bytes.byteLength >= 10
    ? { width: bytes.getUint16(6, true), height: bytes.getUint16(8, true) }
    : null;

/** The EXIF orientation (1–8) in an APP1 segment's TIFF data, or 1 when it carries none. */
function exifOrientation(bytes: DataView, start: number, end: number): number {
  if (ascii(bytes, start, 6) !== 'Exif\0\0') return 1;
  const tiff = start + 6;
  if (tiff + 8 > end) return 1;
  const little = ascii(bytes, tiff, 2) === 'II';
  const ifd = tiff + bytes.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = bytes.getUint16(ifd, little);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > end) return 1;
    if (bytes.getUint16(entry, little) === 0x0112) return bytes.getUint16(entry + 8, little);
  }
  return 1;
}

/** Start-of-frame markers: every JPEG coding process but the DHT, JPG and DAC markers. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/**
 * A JPEG's size from its start-of-frame segment; browsers turn a photo by its EXIF
 * orientation, so orientations 5–8 (a quarter turn) swap width and height.
 */
const readJpeg: Reader = (bytes) => {
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.byteLength) {
    if (bytes.getUint8(offset) !== 0xff) return null;
    const marker = bytes.getUint8(offset + 1);
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = bytes.getUint16(offset + 2);
    const segment = offset + 4;
    if (marker === 0xe1) orientation = exifOrientation(bytes, segment, offset + 2 + length);
    if (isStartOfFrame(marker)) {
      if (segment + 5 > bytes.byteLength) return null;
      const height = bytes.getUint16(segment + 1);
      const width = bytes.getUint16(segment + 3);
      return orientation >= 5 ? { width: height, height: width } : { width, height };
    }
    offset += 2 + length;
  }
  return null;
};

const uint24 = (bytes: DataView, offset: number) =>
  bytes.getUint8(offset) | (bytes.getUint8(offset + 1) << 8) | (bytes.getUint8(offset + 2) << 16);

/** A WebP's size from its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
const readWebp: Reader = (bytes) => {
  if (bytes.byteLength < 30) return null;
  switch (ascii(bytes, 12, 4)) {
    case 'VP8 ':
      return {
        width: bytes.getUint16(26, true) & 0x3fff,
        height: bytes.getUint16(28, true) & 0x3fff,
      };
    case 'VP8L': {
      const bits = bytes.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: uint24(bytes, 24) + 1, height: uint24(bytes, 27) + 1 };
    default:
      return null;
  }
};

/** Boxes whose children the AVIF reader walks to reach the image spatial extents (`ispe`). */
const AVIF_CONTAINERS: Record<string, number> = { meta: 4, iprp: 0, ipco: 0 };

/**
 * An AVIF's size from its `ispe` properties. A gridded image's tiles and its alpha plane have
 * their own, no larger than the whole picture, so the largest is the image's.
 */
const readAvif: Reader = (bytes) => {
  let largest: { width: number; height: number } | null = null;
  const walk = (start: number, end: number) => {
    for (let offset = start; offset + 8 <= end;) {
      const size = bytes.getUint32(offset);
      const type = ascii(bytes, offset + 4, 4);
      const boxEnd = size === 0 ? end : offset + size;
      if (size !== 0 && size < 8) return;
      if (boxEnd > end) return;
      if (type in AVIF_CONTAINERS) walk(offset + 8 + AVIF_CONTAINERS[type]!, boxEnd);
      if (type === 'ispe' && offset + 20 <= boxEnd) {
        const width = bytes.getUint32(offset + 12);
        const height = bytes.getUint32(offset + 16);
        if (!largest || width * height > largest.width * largest.height)
          largest = { width, height };
      }
      offset = boxEnd;
    }
  };
  walk(0, bytes.byteLength);
  return largest;
};

/** An ISO media file (`ftyp`) whose brands name AVIF. */
function isAvif(bytes: DataView): boolean {
  if (bytes.byteLength < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const end = Math.min(bytes.getUint32(0), bytes.byteLength);
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    if (offset === 12) continue; // the minor version, not a brand
    if (['avif', 'avis'].includes(ascii(bytes, offset, 4))) return true;
  }
  return false;
}

const FORMATS: readonly {
  format: ImageFormat;
  matches: (bytes: DataView) => boolean;
  read: Reader;
}[] = [
  { format: 'png', matches: (bytes) => startsWith(bytes, PNG_SIGNATURE), read: readPng },
  { format: 'jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]), read: readJpeg },
  {
    format: 'webp',
    matches: (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP',
    read: readWebp,
  },
  {
    format: 'gif',
    matches: (bytes) => ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6)),
    read: readGif,
  },
  { format: 'avif', matches: isAvif, read: readAvif },
];

const viewOf = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);
const formatOf = (bytes: DataView) => FORMATS.find(({ matches }) => matches(bytes));

/** The format a file's bytes say it is, or null when they are none of the five. */
export function imageFormatOf(data: Uint8Array): ImageFormat | null {
  return formatOf(viewOf(data))?.format ?? null;
}

/**
 * The image's format and its size as it shows, or null when the bytes are none of the five
 * formats, or are one but too damaged or cut short to say how big it is.
 */
export function readImageHeader(data: Uint8Array): ImageHeader | null {
  const bytes = viewOf(data);
  const known = formatOf(bytes);
  if (!known) return null;
  try {
    const size = known.read(bytes);
    return size && size.width > 0 && size.height > 0 ? { format: known.format, ...size } : null;
  } catch (error) {
    // A length field pointing past the end of a cut-short file.
    if (error instanceof RangeError) return null;
    throw error;
  }
}
