// The "may import" column of docs/architecture.md ("Layers and import rules") as
// import/no-restricted-paths zones.
// Kept apart from eslint.config.mjs so tests/lint can apply the same rules to a scratch tree.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LAYERS = ['pages', 'blocks', 'features', 'lib', 'gateway', 'content', 'tests', 'scripts'];

/** @type {Record<string, string[]>} which folders each layer may import from */
const MAY_IMPORT = {
  pages: LAYERS.filter((layer) => layer !== 'scripts'),
  tests: LAYERS,
  // Command-line tools (npm run storyblok:push) read the block schemas and the site's code,
  // and check what they write as content:check does (tests/content/).
  scripts: LAYERS,
  blocks: ['blocks', 'lib', 'features'],
  features: ['features', 'lib'],
  lib: ['lib'],
  gateway: ['gateway', 'lib'],
  content: [],
};

/**
 * A feature's public entry points: `index.ts` for components and hooks (browser code), and
 * `server.ts` for what pages load on the server (getStaticProps, API routes).
 */
const FEATURE_ENTRY_POINTS = ['./index.ts', './server.ts'];

/**
 * Every account screen module, `features/account/<section folder>/<name>-screen.tsx`: a new
 * section's screen folder is an entry point by its name alone (tests/lint/account-pages.test.ts
 * holds each page of the table to exactly one of them).
 */
function accountScreens() {
  const account = join(dirname(fileURLToPath(import.meta.url)), 'features', 'account');
  return subfolders(account)
    .filter((folder) => folder !== 'screen')
    .flatMap((folder) =>
      readdirSync(join(account, folder))
        .filter((file) => file.endsWith('-screen.tsx'))
        .map((file) => `./${folder}/${file}`),
    );
}

/**
 * Further entry points a page may import, each with the reason it cannot be in index.ts: what
 * index.ts exports reaches every page that uses the feature.
 * @type {Record<string, Record<string, string>>}
 */
export const DECLARED_ENTRY_POINTS = {
  editor: {
    ...Object.fromEntries(
      [
        './access/editor-refusal.tsx',
        './story-list/story-list-screen.tsx',
        './story-editor/story-editor.tsx',
        './story-editor/editor-blocks.ts',
      ].map((screen) => [
        screen,
        'only /editor downloads the editor: index.ts reaches every page the preview runs on',
      ]),
    ),
    './sign-in/sign-in-screen.tsx':
      'the sign-in form (react-hook-form) downloads only on /editor/login, not on every page that shows the preview badge',
  },
  quote: Object.fromEntries(
    [
      './quote-step/quote-step.tsx',
      './select-tariff/select-tariff-step.tsx',
      './personal-details/personal-details-step.tsx',
      './payment-details/payment-details-step.tsx',
      './sign-up-complete/sign-up-complete-step.tsx',
    ].map((step) => [
      step,
      'each journey page downloads its own step, not all five (the 230 KiB budget of issue 14)',
    ]),
  ),
  account: {
    './screen/account-screen.tsx':
      'the frame of every account screen, without Account Home and the other screens',
    ...Object.fromEntries(
      accountScreens().map((screen) => [
        screen,
        'each account page downloads its own screen (the 175 KiB budget), and the chart library reaches only /accounts/usage',
      ]),
    ),
  },
  offline: {
    './offline-screen.tsx':
      'only /offline downloads the offline page, not every page that registers the service worker',
  },
  session: {
    './login/login-screen.tsx':
      'the login form (react-hook-form, classic zod) downloads only on /accounts/login, not on every page that reads the session',
    ...Object.fromEntries(
      [
        './emailed-links/password-reset/forgot-password-screen.tsx',
        './emailed-links/password-reset/reset-password-screen.tsx',
        './emailed-links/email-change/confirm-email-screen.tsx',
        './emailed-links/signup-links/confirm-login-screen.tsx',
        './emailed-links/signup-links/accept-home-screen.tsx',
      ].map((screen) => [
        screen,
        'the forgotten-password, new-email and sign-up link forms download only on their own pages, not on every page that reads the session',
      ]),
    ),
  },
};

/**
 * Modules another feature may import besides index.ts, each with the reason: a module reached
 * through index.ts brings everything index.ts exports with it.
 * @type {Record<string, Record<string, string>>}
 */
export const SHARED_WITH_FEATURES = {
  account: {
    './readings/offline/background-sync.ts':
      'the service worker sends the readings kept offline by Background Sync, without React',
    './readings/offline/kept-readings.ts':
      "the offline page lists the readings waiting on the device from Meter Readings' own store",
    './readings/offline/kept-reading-list.tsx':
      'the offline page shows the readings waiting on the device as Meter Readings does',
  },
  session: Object.fromEntries(
    ['./state/renewal-lock.ts', './state/session-cookies.ts'].map((module) => [
      module,
      "the service worker renews the session for the readings kept offline inside the tabs' renewal lock, with the site's note of the session's kind, without React",
    ]),
  ),
  quote: Object.fromEntries(
    [
      './select-tariff/quote-card.tsx',
      './select-tariff/tariff-label-dialog.tsx',
      './tariffs/order-quotes.ts',
    ].map((module) => [
      module,
      "renewal offers are shown with the journey's own cards and label, without the journey (175 KiB budget)",
    ]),
  ),
};

/** @param {string} feature */
function pageEntryPoints(feature) {
  return [...FEATURE_ENTRY_POINTS, ...Object.keys(DECLARED_ENTRY_POINTS[feature] ?? {})];
}

/** Sub-folders of `dir` (e.g. the features), or none when it does not exist yet. */
function subfolders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * @param {string} root the project folder
 * @param {{ testFiles?: boolean }} options tests beside the code may also use tests/utils
 */
export function layeringZones(root, { testFiles = false } = {}) {
  const layerZones = Object.entries(MAY_IMPORT).flatMap(([target, allowed]) =>
    LAYERS.filter((from) => !allowed.includes(from) && !(testFiles && from === 'tests')).map(
      (from) => ({
        target: `./${target}`,
        from: `./${from}`,
        message: `${target}/ may import only from ${allowed.join('/, ') || 'nothing'}/ (docs/architecture.md).`,
      }),
    ),
  );

  const features = subfolders(join(root, 'features'));
  const featureZones = features.flatMap((feature) => [
    ...features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./features/${feature}`,
        from: `./features/${other}`,
        except: ['./index.ts', ...Object.keys(SHARED_WITH_FEATURES[other] ?? {})],
        message:
          `Use another feature only through its index.ts (features/${other}/index.ts)` +
          ` or a module it shares in eslint-layering.mjs.`,
      })),
    {
      target: './blocks',
      from: `./features/${feature}`,
      except: ['./index.ts'],
      message: `Blocks use a feature only through its index.ts (features/${feature}/index.ts).`,
    },
    {
      target: './pages',
      from: `./features/${feature}`,
      except: pageEntryPoints(feature),
      message:
        `Pages use a feature through index.ts (components) or server.ts (data loading)` +
        ` (features/${feature}/), or an entry point declared in eslint-layering.mjs.`,
    },
  ]);

  return [
    ...layerZones,
    ...featureZones,
    {
      target: './gateway',
      from: './lib',
      // The calendar arithmetic is pure and shared: the usage screen counts days as the gateway does.
      // Client addresses are resolved one way for the gateway and the site's API routes alike,
      // and cross-site writes refused one way (the gateway's sign-out, the editor's write API).
      // Every process reports its health one way to the load balancer. Staff and editors' second
      // factors are checked one way (TOTP, recovery codes, sealed secrets). Dates, money and
      // numbers read the same in the gateway's messages as on the site's screens. The CMS's
      // feature flags are read from the site's content source, as the site reads them. A CSV
      // (escaped, formulas kept as text) is written one way for screens' downloads and data archives.
      except: [
        './gateway/contract',
        './config.ts',
        './iso-date.ts',
        './format-date.ts',
        './format-money.ts',
        './format-number.ts',
        './client-address.ts',
        './cross-site-request.ts',
        './health',
        './redis/ping-redis.ts',
        './second-factor',
        './content/content-service.ts',
        './content/feature-flags.ts',
        './csv/to-csv.ts',
        './csv/transactions-csv.ts',
      ],
      message:
        'gateway/ may import only lib/gateway/contract*, lib/config.ts, lib/iso-date.ts, ' +
        'lib/format-date.ts, lib/format-money.ts, lib/format-number.ts, lib/client-address.ts, lib/cross-site-request.ts, lib/health/, lib/redis/ping-redis.ts, ' +
        'lib/second-factor/, lib/content/content-service.ts, lib/content/feature-flags.ts, ' +
        'lib/csv/to-csv.ts and lib/csv/transactions-csv.ts.',
    },
    ...['./blocks', './features', './lib/ui'].map((target) => ({
      target,
      from: './lib/config.ts',
      message: 'lib/config.ts holds server secrets: browser code reads lib/public-config.ts.',
    })),
  ];
}

/**
 * @param {string} root the project folder
 * @param {{ testFiles?: boolean }} options
 */
export function layeringRules(root, options = {}) {
  return {
    'import/no-restricted-paths': [
      'error',
      { basePath: root, zones: layeringZones(root, options) },
    ],
    'import/no-cycle': ['error', { ignoreExternal: true }],
  };
}
