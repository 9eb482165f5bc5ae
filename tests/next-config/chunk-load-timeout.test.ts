import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/chunk-load-timeout';
import { configIn, PRODUCTION_SECRETS } from '../utils/next-config';

type Webpack = (
  config: object,
  context: { isServer: boolean },
) => {
  output?: { chunkLoadTimeout?: number };
};

/** What Next hands a config's webpack function, as much as the service worker's plugin reads. */
const buildContext = (isServer: boolean) => ({
  isServer,
  dev: false,
  dir: process.cwd(),
  config: { basePath: '' },
  webpack: { DefinePlugin: class {} },
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the chunk load timeout of next.config.ts', () => {
  it('is 120 s in the browser build, set explicitly (SPEC §9)', async () => {
    const config = await configIn(PHASE_PRODUCTION_BUILD, PRODUCTION_SECRETS);
    const webpack = config.webpack as unknown as Webpack;
    const browser = webpack(
      { output: { path: '/out' }, optimization: {}, entry: async () => ({}) },
      buildContext(false),
    );
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(browser.output).toEqual({ path: '/out', chunkLoadTimeout: 120_000 });
    const server = webpack({ output: {}, entry: async () => ({}) }, buildContext(true));
    expect(server.output?.chunkLoadTimeout).toBeUndefined();
  });

  it('is left to Turbopack under next dev, which takes no webpack options', async () => {
    expect((await configIn(PHASE_DEVELOPMENT_SERVER)).webpack).toBeUndefined();
  });
});
