import { REGIONS } from '@/lib/gateway/contract/regions';
import { zodLoadedBy } from '@/tests/utils/zod-loaded-by';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the tariff prices' code, as it loads", () => {
  it('sorts the regions without localeCompare, in the order it would give', async () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    vi.resetModules();
    await import('./tariff-prices');
    expect(localeCompare).not.toHaveBeenCalled();
    localeCompare.mockRestore();

    // The order the select offers (tariff-rates-table.test.tsx) is the collation's.
    const names = Object.values(REGIONS);
    expect([...names].sort((a, b) => (a < b ? -1 : 1))).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en-GB')),
    );
  });

  it("leaves the gateway's call and zod until a region is chosen", async () => {
    expect(await zodLoadedBy(() => import('./tariff-prices'))).toEqual([]);
  });
});
