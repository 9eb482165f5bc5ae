import { describe, expect, it } from 'vitest';
import { pageAskedFor } from './return-path';

describe('pageAskedFor', () => {
  it('is the address the offline page stands at, with its query', () => {
    expect(pageAskedFor({ pathname: '/accounts/readings', search: '?meter=2' })).toBe(
      '/accounts/readings?meter=2',
    );
  });

  it('is nothing on /offline itself', () => {
    expect(pageAskedFor({ pathname: '/offline', search: '?from=https://elsewhere.test' })).toBe(
      null,
    );
  });
});
