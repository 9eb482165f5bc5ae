import { zodLoadedBy } from '@/tests/utils/zod-loaded-by';

describe("the quote starter's postcode form, as it loads", () => {
  it('leaves its check (zod) until the visitor turns to it', async () => {
    expect(await zodLoadedBy(() => import('./postcode-form'))).toEqual([]);
  });

  it('loads it then', async () => {
    expect(await zodLoadedBy(() => import('./postcode-form-schema'))).toContain('zod/mini');
  });
});
