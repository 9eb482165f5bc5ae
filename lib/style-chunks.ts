/** What of webpack's configuration this touches (Next passes it untyped). */
interface WebpackConfig {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/**
 * A block's deferred part (blocks/deferred-part.tsx) is a lazy import Next cannot see when it
 * links a page's stylesheets, so the part's styles would arrive with its code and the part,
 * already on screen from the server's HTML, would change as they did. The blocks' and the UI
 * kit's styles therefore each travel as one stylesheet, linked by every page that uses any of
 * them (about 1 KiB gzipped more for a page that needed fewer).
 */
export function withStylesInPage<Config extends WebpackConfig>(config: Config): Config {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks) return config;
  const stylesOf = (name: string, test: RegExp) => ({
    name,
    test,
    type: 'css/mini-extract',
    chunks: 'all',
    enforce: true,
  });
  splitChunks.cacheGroups = {
    ...splitChunks.cacheGroups,
    blockStyles: stylesOf('block-styles', /[\\/]blocks[\\/]/),
    uiKitStyles: stylesOf('ui-kit-styles', /[\\/]lib[\\/](ui|forms)[\\/]/),
  };
  return config;
}
