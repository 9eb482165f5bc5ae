import { assetSchema, cmsLinkSchema, cmsNumberSchema, lenientArray, optionalText } from './fields';
import * as z from 'zod/mini';

describe('cmsLinkSchema', () => {
  it.each([
    [{ linktype: 'url', url: 'https://www.so.energy/careers' }, 'https://www.so.energy/careers'],
    [
      { linktype: 'url', url: '', cached_url: 'https://www.so.energy/help' },
      'https://www.so.energy/help',
    ],
    [{ linktype: 'story', cached_url: 'about' }, '/about'],
    [{ linktype: 'story', cached_url: 'home' }, '/'],
    [
      { linktype: 'story', cached_url: 'blog/', story: { full_slug: 'blog/green-tips' } },
      '/blog/green-tips',
    ],
    [{ linktype: 'story', cached_url: 'tips', anchor: 'heating' }, '/tips#heating'],
    [{ linktype: 'email', email: 'help@so.energy' }, 'mailto:help@so.energy'],
    [{ linktype: 'url', url: 'javascript:alert(1)' }, undefined],
    [{ linktype: 'url', url: '' }, undefined],
    ['/get-a-quote', '/get-a-quote'],
    ['/\\evil.example', undefined],
  ])('reads %j as %s', (raw, expected) => {
    expect(cmsLinkSchema.parse(raw)).toBe(expected);
  });

  it('gives the same href when its own output is parsed again', () => {
    const once = cmsLinkSchema.parse({ linktype: 'story', cached_url: 'moving-home' });
    expect(cmsLinkSchema.parse(once ?? '')).toBe(once);
  });
});

describe('optionalText', () => {
  it.each([
    [undefined, undefined],
    ['   ', undefined],
    ['  Moving home  ', 'Moving home'],
  ])('%j → %j', (raw, expected) => {
    expect(optionalText.parse(raw)).toBe(expected);
  });
});

describe('lenientArray', () => {
  it('leaves out the entries an editor got wrong, with a warning, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const names = lenientArray(z.object({ name: z.string() }), 'menu item');

    expect(names.parse([{ name: 'Solar' }, { name: 3 }, { name: 'Heat pumps' }])).toEqual([
      { name: 'Solar' },
      { name: 'Heat pumps' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Left out an invalid menu item'));
    expect(names.parse(undefined)).toEqual([]);
    warn.mockRestore();
  });
});

describe('cmsNumberSchema', () => {
  it.each([
    ['4.7', 4.7],
    [' 12480 ', 12480],
    [3, 3],
  ])('reads %j as %d', (input, expected) => {
    expect(z.parse(cmsNumberSchema, input)).toBe(expected);
  });

  it.each(['', 'four', '4,7'])('refuses %j with a message for editors', (input) => {
    expect(z.safeParse(cmsNumberSchema, input).error?.issues[0]?.message).toBe(
      'Enter a number, e.g. 4.7',
    );
  });
});

describe('assetSchema', () => {
  it('keeps a local image’s size in whole pixels, and does without one', () => {
    const leaf = { filename: '/images/icons/leaf.svg', alt: '' };
    expect(z.parse(assetSchema, { ...leaf, width: 48, height: 48 })).toEqual({
      ...leaf,
      width: 48,
      height: 48,
    });
    expect(z.parse(assetSchema, leaf)).toEqual(leaf);
    expect(z.safeParse(assetSchema, { ...leaf, width: 0 }).success).toBe(false);
    expect(z.safeParse(assetSchema, { ...leaf, height: 47.5 }).success).toBe(false);
  });
});
