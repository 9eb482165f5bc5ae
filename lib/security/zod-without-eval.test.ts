import * as z from 'zod/mini';

describe('zod in the browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    z.config({ jitless: false });
  });

  it('never tries to compile a parser with eval, which the Content-Security-Policy forbids', async () => {
    const construct = vi.spyOn(globalThis, 'Function');
    await import('./zod-without-eval');
    expect(z.config().jitless).toBe(true);

    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'Alex' })).toEqual({ id: 1, name: 'Alex' });
    expect(construct).not.toHaveBeenCalled();
  });
});
