// @vitest-environment jsdom
import { gtag, pushDataLayerEvent } from './data-layer';

describe('data layer', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('creates the data layer when nothing has yet, and appends to it', () => {
    pushDataLayerEvent({ event: 'first' });
    pushDataLayerEvent({ event: 'second', step: 2 });
    expect(window.dataLayer).toEqual([{ event: 'first' }, { event: 'second', step: 2 }]);
  });

  it('queues gtag commands as arguments objects, as the tag manager requires', () => {
    gtag('consent', 'update', { analytics_storage: 'granted' });
    const [command] = window.dataLayer ?? [];
    expect(Array.isArray(command)).toBe(false);
    expect(Object.prototype.toString.call(command)).toBe('[object Arguments]');
    expect(Array.from(command as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted' },
    ]);
  });
});
