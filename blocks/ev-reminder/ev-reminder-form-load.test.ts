import { zodLoadedBy } from '@/tests/utils/zod-loaded-by';

describe("the EV reminder form's code, as it loads", () => {
  it('leaves its check and the gateway call (zod) until the visitor turns to it', async () => {
    expect(await zodLoadedBy(() => import('./ev-reminder-form'))).toEqual([]);
  });

  it('loads them then', async () => {
    expect(await zodLoadedBy(() => import('./ev-reminder-form-schema'))).toContain('zod');
  });
});
