// @vitest-environment jsdom
import { tagManagerScript } from './tag-manager';

describe('tag manager loader', () => {
  afterEach(() => {
    delete window.dataLayer;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('starts the container and loads its script from the tag manager', () => {
    // jsdom runs no inline scripts: run the loader as the browser would.
    new Function(tagManagerScript('GTM-ABC1234'))();

    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    const container = document.head.querySelector('script');
    expect(container?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
    expect(container?.async).toBe(true);
  });

  it.each(['', 'UA-1234-1', 'GTM-abc"+alert(1)+"'])('refuses the container id %j', (id) => {
    expect(() => tagManagerScript(id)).toThrow('is not a Google Tag Manager container id');
  });
});
