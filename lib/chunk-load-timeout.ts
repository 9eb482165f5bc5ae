/** What of webpack's configuration this touches (Next passes it untyped). */
interface WebpackConfig {
  output?: { chunkLoadTimeout?: number };
}

/**
 * SPEC §9: a script or style chunk that has not arrived within 120 s fails, and the app reloads
 * the page (features/app-shell/chunk-reload.ts). Webpack's default is the same today; set here
 * so that a change of default cannot change what a visitor on a slow line waits.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function withChunkLoadTimeout<Config extends WebpackConfig>(config: Config): Config {
  config.output = { ...config.output, chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS };
  return config;
}
