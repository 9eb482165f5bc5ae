import { cmsImageSource, STORYBLOK_ASSET_ORIGINS, storyblokAssetSize } from './image-source';

const photo = 'https://a.storyblok.com/f/39898/1000x750/e4ec08624e/wind-farm.jpg';
const boxSize = { width: 48, height: 48 };

describe('cmsImageSource', () => {
  it('offers a Storyblok photo at each width up to its own, never wider', () => {
    expect(cmsImageSource(photo)).toEqual({
      src: photo,
      size: { width: 1000, height: 750 },
      srcSet: [
        `${photo}/m/96x0 96w`,
        `${photo}/m/160x0 160w`,
        `${photo}/m/320x0 320w`,
        `${photo}/m/480x0 480w`,
        `${photo}/m/640x0 640w`,
        `${photo}/m/960x0 960w`,
        `${photo}/m/ 1000w`,
      ].join(', '),
    });
  });

  it('takes the size in a Storyblok URL over the one the caller knows', () => {
    expect(cmsImageSource(photo, boxSize)?.size).toEqual({ width: 1000, height: 750 });
  });

  it.each([
    'https://a2.storyblok.com/f/1/640x360/abc/a.png',
    'https://a-us.storyblok.com/f/1020842/640x360/d3ff0ecb29/a.jpg',
    'https://a2-ap.storyblok.com/f/3000466/640x360/49656c0365/a.webp',
    'https://a-ca.storyblok.com/f/2000245/640x360/3561e44912/a.jpg',
    'https://a.storyblokchina.cn/f/1/640x360/abc/a.jpg',
  ])('reads the size of an asset on every region’s domain: %s', (url) => {
    expect(storyblokAssetSize(url)).toEqual({ width: 640, height: 360 });
    expect(cmsImageSource(url)?.srcSet).toContain(`${url}/m/ 640w`);
  });

  it('falls back to the known size, without a srcset, for a Storyblok URL without one', () => {
    const unsized = 'https://a.storyblok.com/f/39898/e4ec08624e/wind-farm.jpg';
    expect(cmsImageSource(unsized, boxSize)).toEqual({ src: unsized, size: boxSize });
    const zero = 'https://a.storyblok.com/f/39898/0x0/e4ec08624e/wind-farm.jpg';
    expect(cmsImageSource(zero)).toEqual({ src: zero, size: null });
  });

  it('leaves a URL that already asks the image service for a copy as it is', () => {
    const resized = `${photo}/m/200x0`;
    expect(cmsImageSource(resized)).toEqual({ src: resized, size: null });
  });

  it('gives an SVG its size but no srcset: the image service does not resize SVGs', () => {
    const logo = 'https://a.storyblok.com/f/39898/120x32/e4ec08624e/logo.SVG';
    expect(cmsImageSource(logo)).toEqual({ src: logo, size: { width: 120, height: 32 } });
  });

  it('sizes a local asset from what the caller knows', () => {
    expect(cmsImageSource('/images/icons/leaf.svg', boxSize)).toEqual({
      src: '/images/icons/leaf.svg',
      size: boxSize,
    });
    expect(cmsImageSource('/images/wind-and-solar.svg')).toEqual({
      src: '/images/wind-and-solar.svg',
      size: null,
    });
  });

  it('takes images from other https hosts as they are', () => {
    const other = 'https://images.example.com/1000x750/photo.jpg';
    expect(cmsImageSource(other)).toEqual({ src: other, size: null });
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'http://a.storyblok.com/f/39898/1000x750/e4ec08624e/wind-farm.jpg',
    '//evil.example/a.png',
    '#top',
    '',
    null,
    undefined,
  ])('refuses %s', (src) => {
    expect(cmsImageSource(src)).toBeNull();
  });
});

describe('STORYBLOK_ASSET_ORIGINS', () => {
  it.each(Object.values(STORYBLOK_ASSET_ORIGINS).flat())(
    'names %s, a host whose assets are taken for Storyblok assets',
    (origin) => {
      expect(storyblokAssetSize(`${origin}/f/1/640x360/abc/a.jpg`)).toEqual({
        width: 640,
        height: 360,
      });
    },
  );
});
