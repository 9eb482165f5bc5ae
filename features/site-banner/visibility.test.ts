import { makeBannerConfig } from '@/tests/utils/site-banner';
import { isBannerVisible, isExpired } from './visibility';

describe('isExpired', () => {
  // 2024-06-15 is in British Summer Time (UTC+1); 2024-01-15 in GMT.
  it.each([
    ['the day before expiry', '2024-06-15', '2024-06-14T12:00:00Z', false],
    ['the morning of the expiry day', '2024-06-15', '2024-06-15T08:00:00Z', false],
    ['the last minute of the day in London (BST)', '2024-06-15', '2024-06-15T22:59:00Z', false],
    [
      'the first minute of the next day in London (BST)',
      '2024-06-15',
      '2024-06-15T23:00:00Z',
      true,
    ],
    ['the last minute of the day in London (GMT)', '2024-01-15', '2024-01-15T23:59:00Z', false],
    [
      'the first minute of the next day in London (GMT)',
      '2024-01-15',
      '2024-01-16T00:00:00Z',
      true,
    ],
    ['a week later', '2024-06-15', '2024-06-22T12:00:00Z', true],
    ['a Storyblok date with a time', '2024-06-15 09:30', '2024-06-15T20:00:00Z', false],
    ['an ISO timestamp', '2024-06-15T09:30:00.000Z', '2024-06-15T20:00:00Z', false],
    ['an empty date', '', '2024-06-15T12:00:00Z', true],
    ['not a date', 'next Friday', '2024-06-15T12:00:00Z', true],
    ['a day that does not exist', '2024-02-30', '2024-01-01T12:00:00Z', true],
    ['a month that does not exist', '2024-13-01', '2024-01-01T12:00:00Z', true],
    ['a leap day', '2024-02-29', '2024-02-29T12:00:00Z', false],
    ['a date with rubbish after it', '2024-06-15abc', '2024-06-01T12:00:00Z', true],
  ])('%s', (_case, expiryDate, now, expected) => {
    expect(isExpired(expiryDate, new Date(now))).toBe(expected);
  });
});

describe('isBannerVisible', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  it.each([
    ['enabled, unexpired, on every page', {}, '/tips', true],
    ['disabled', { enabled: false }, '/tips', false],
    ['expired', { expiryDate: '2024-06-14' }, '/tips', false],
    ['invalid expiry', { expiryDate: 'soon' }, '/tips', false],
    ['on a listed page', { pagesToShowOn: ['/tips', '/about'] }, '/about', true],
    [
      'on a listed story link',
      { pagesToShowOn: [{ linktype: 'story', cached_url: 'about' }] },
      '/about',
      true,
    ],
    [
      'on the home story',
      { pagesToShowOn: [{ linktype: 'story', cached_url: 'home' }] },
      '/',
      true,
    ],
    [
      'on a listed page with a trailing slash and query',
      { pagesToShowOn: ['/about/'] },
      '/about?ref=x#team',
      true,
    ],
    ['on an unlisted page', { pagesToShowOn: ['/tips'] }, '/about', false],
    [
      'on a page that only starts like a listed one',
      { pagesToShowOn: ['/blog'] },
      '/blog/green-tips',
      false,
    ],
  ])('%s', (_case, overrides, path, expected) => {
    const config = makeBannerConfig({ expiryDate: '2024-06-15', ...overrides });
    expect(isBannerVisible(config, { path, now })).toBe(expected);
  });
});
