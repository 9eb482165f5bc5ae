// The first Intl object a page makes loads the browser's locale data (12–20 ms of main thread
// on a 2-core host): the formatters every page's script imports make theirs only when a figure
// or a date is first shown, and once.
const made = { numberFormats: 0, dateTimeFormats: 0 };

beforeEach(() => {
  vi.resetModules();
  made.numberFormats = 0;
  made.dateTimeFormats = 0;
  const { NumberFormat, DateTimeFormat } = Intl;
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
    made.numberFormats += 1;
    return new NumberFormat(...args);
  } as typeof Intl.NumberFormat);
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
    made.dateTimeFormats += 1;
    return new DateTimeFormat(...args);
  } as typeof Intl.DateTimeFormat);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Intl formatters are made on first use', () => {
  it('makes none as the number and money formatters load, and each once when used', async () => {
    const { formatNumber, formatKwh } = await import('./format-number');
    const { formatPounds, formatOfferPounds, formatPence } = await import('./format-money');
    expect(made.numberFormats).toBe(0);

    expect(formatPence(27.5)).toBe('27.50p');
    expect(made.numberFormats).toBe(0);
    expect([formatNumber(12345), formatKwh(2900), formatNumber(4.56, 1)]).toEqual([
      '12,345',
      '2,900 kWh',
      '4.6',
    ]);
    expect(made.numberFormats).toBe(2);
    expect([formatPounds(123456), formatPounds(5), formatOfferPounds(5000)]).toEqual([
      '£1,234.56',
      '£0.05',
      '£50',
    ]);
    expect(made.numberFormats).toBe(4);
    formatNumber(1);
    formatOfferPounds(2000);
    expect(made.numberFormats).toBe(4);
  });

  it("makes none for London's calendar date or the long date, loaded or used", async () => {
    const { londonIsoDate } = await import('./london-date');
    const { formatLongDate } = await import('./format-long-date');
    expect([londonIsoDate('2026-06-30T23:30:00Z'), formatLongDate('2026-06-30T23:30:00Z')]).toEqual(
      ['2026-07-01', '1 July 2026'],
    );
    expect(made.dateTimeFormats).toBe(0);
  });
});
