// @vitest-environment jsdom
describe('zod in the browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('never tries to compile a parser with eval, which the Content-Security-Policy forbids', async () => {
    vi.resetModules();
    await import('./zod-without-eval');
    // Loaded after it, as the pages' schemas are.
    const z = await import('zod/mini');
    const construct = vi.spyOn(globalThis, 'Function');
    expect(z.config().jitless).toBe(true);

    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'Alex' })).toEqual({ id: 1, name: 'Alex' });
    expect(construct).not.toHaveBeenCalled();
    z.config({ jitless: false });
  });
});
