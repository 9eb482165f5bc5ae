import { describe, expect, it } from 'vitest';
import { serviceWorkerFileFor } from './service-worker-url';

describe('serviceWorkerFileFor', () => {
  it("is sw.js for the usual build's folder", () => {
    expect(serviceWorkerFileFor('.next')).toBe('sw.js');
    expect(serviceWorkerFileFor('./.next/')).toBe('sw.js');
  });

  it('is a name of its own for a build in another folder, so one never replaces the other', () => {
    expect(serviceWorkerFileFor('.next-staging')).toBe('sw-next-staging.js');
  });
});
