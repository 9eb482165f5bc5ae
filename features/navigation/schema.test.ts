import { makeNavigationItemBlok, makeNavigationStoryContent } from '@/tests/utils/navigation';
import { navigationContentSchema, navigationItemSchema } from './schema';

describe('navigationContentSchema', () => {
  it('reads the CMS navigation story into header and footer items with safe hrefs', () => {
    const navigation = navigationContentSchema.parse(makeNavigationStoryContent());
    expect(navigation.header.map((item) => item.name)).toEqual([
      'Our products',
      'Help',
      'About',
      'My account',
      'Meter Readings',
      'Get a quote',
    ]);
    const about = navigation.header[2];
    expect(about?.navTitle).toBe('About So Energy');
    expect(about?.navLinks?.[0]).toMatchObject({ name: 'About us', link: '/about' });
    expect(navigation.footer.find((item) => item.name === 'Careers')?.link).toBe(
      'https://careers.so.energy',
    );
  });

  it('gives the same result when its output is parsed again (page props are re-checked)', () => {
    const once = navigationContentSchema.parse(makeNavigationStoryContent());
    expect(navigationContentSchema.parse(once)).toEqual(once);
  });

  it('leaves out an invalid item and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const content = {
      header: [{ component: 'nav_item' }, makeNavigationItemBlok('Reviews', '/reviews')],
      footer: [],
    };
    expect(navigationContentSchema.parse(content).header.map((item) => item.name)).toEqual([
      'Reviews',
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('treats missing lists as empty', () => {
    expect(navigationContentSchema.parse({})).toEqual({ header: [], footer: [] });
  });
});

describe('navigationItemSchema', () => {
  // Every page's props carry the whole navigation.
  it('leaves out what is empty or off, and the block name', () => {
    const plain = navigationItemSchema.parse(makeNavigationItemBlok('Reviews', '/reviews'));
    expect(JSON.parse(JSON.stringify(plain))).toEqual({
      _uid: expect.any(String),
      name: 'Reviews',
      link: '/reviews',
      tracking: 'navigation: Reviews',
    });
    const button = navigationItemSchema.parse(
      makeNavigationItemBlok('Get a quote', '/get-a-quote', {
        showAsButton: true,
        hideWhenLoggedIn: true,
      }),
    );
    expect(JSON.parse(JSON.stringify(button))).toEqual({
      _uid: expect.any(String),
      name: 'Get a quote',
      link: '/get-a-quote',
      tracking: 'navigation: Get a quote',
      showAsButton: true,
      hideWhenLoggedIn: true,
    });
  });

  it('drops an unsafe link, keeping the item', () => {
    const item = navigationItemSchema.parse({
      ...makeNavigationItemBlok('Bad', undefined),
      link: { linktype: 'url', url: 'javascript:alert(1)' },
    });
    expect(item.link).toBeUndefined();
  });

  it.each([
    ['#ffd23f', '#ffd23f'],
    [{ color: '#07402A' }, '#07402A'],
    ['red; background: url(x)', undefined],
    ['', undefined],
  ])('reads the colour %j as %s', (colour, expected) => {
    const item = navigationItemSchema.parse(
      makeNavigationItemBlok('Get a quote', '/get-a-quote', {
        showAsButton: true,
        backgroundColor: colour,
      }),
    );
    expect(item.backgroundColor).toBe(expected);
  });

  it('turns empty optional text into nothing', () => {
    const item = navigationItemSchema.parse(
      makeNavigationItemBlok('Help', '/emergency', { navTitle: '  ', tracking: '' }),
    );
    expect(item.navTitle).toBeUndefined();
    expect(item.tracking).toBeUndefined();
  });
});
