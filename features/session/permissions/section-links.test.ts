import { ACCOUNT_SHORT_FORMS } from '@/lib/account-redirects';
import { accountSections, sectionOfLink, sectionPath } from './section-links';

describe('account sections', () => {
  it.each(accountSections)('%s is found again from its canonical link', (section) => {
    expect(sectionPath(section)).toMatch(/^\/accounts\//);
    expect(sectionOfLink(sectionPath(section))).toBe(section);
  });

  it.each([
    ['/renew', 'renew'],
    ['/renew?fixed-contract', 'renewFixedContract'],
    ['/accounts/renew?fixed-contract&utm_source=email', 'renewFixedContract'],
    ['/balance', 'balance'],
    ['/readings', 'readings'],
    ['/usage', 'usage'],
    ['/payments', 'payments'],
    ['/personal-details', 'personalDetails'],
    ['/tariff', 'tariff'],
    ['/refer', 'refer'],
    ['/choose', 'change'],
    ['/help/moving', 'movingHomeHelp'],
    ['/move-out/status', 'moveOutStatus'],
    ['/admin', 'admin'],
    ['/accounts/balance/', 'balance'],
    ['https://www.so.energy/warm-home-discount', 'warmHomeDiscount'],
  ])('%s leads to %s', (href, section) => {
    expect(sectionOfLink(href)).toBe(section);
  });

  it('knows every short form of lib/account-redirects but the login page', () => {
    const sectionless = Object.entries(ACCOUNT_SHORT_FORMS).filter(
      ([short]) => sectionOfLink(short) === null,
    );
    expect(sectionless).toEqual([['/login', '/accounts/login']]);
  });

  it.each([
    '/accounts',
    '/accounts/login',
    '/about',
    'https://help.so.energy/balance',
    '/balances',
  ])('%s leads to no section', (href) => {
    expect(sectionOfLink(href)).toBeNull();
  });
});
