/** The comment that has V8 compile every function of the script below it as it streams in. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What of webpack's compiler the plugin uses (Next passes its own webpack, untyped). */
interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    sources: { ConcatSource: new (...parts: unknown[]) => unknown };
  };
  hooks: {
    thisCompilation: {
      tap(name: string, run: (compilation: Compilation) => void): void;
    };
  };
}

interface Compilation {
  hooks: {
    processAssets: {
      tap(
        options: { name: string; stage: number },
        run: (assets: Record<string, unknown>) => void,
      ): void;
    };
  };
  updateAsset(name: string, update: (source: unknown) => unknown): void;
}

const PLUGIN = 'EagerCompileHints';

/**
 * Chrome compiles a script's functions lazily: each on the main thread, the first time it is
 * called. Hydrating a page calls most of the code it loads, so at Lighthouse's mobile CPU that
 * compiling was about half of every long task after the page first painted. V8's explicit
 * compile hint (the magic comment above, Chrome 136 and later) compiles a script's functions on
 * the background thread that parses it while it downloads. Every browser script of the build
 * carries it, after minification (which would drop the comment) and before content hashing.
 */
class EagerCompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.js'))) {
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(EAGER_COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

interface WebpackConfig {
  plugins?: unknown[];
}

/** The browser build's webpack configuration, its scripts compiled as they stream in. */
export function withEagerCompileHints<Config extends WebpackConfig>(config: Config): Config {
  config.plugins = [...(config.plugins ?? []), new EagerCompileHintsPlugin()];
  return config;
}
