import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { consentHeadScripts } from './features/consent/server';
import { withServiceWorker } from './features/offline/with-service-worker';
import { EMBEDDED_SIGN_OUT_PATH } from './gateway/embedded-paths';
import { accountRedirects } from './lib/account-redirects';
import { withChunkLoadTimeout } from './lib/chunk-load-timeout';
import { withEagerCompileHints } from './lib/compile-hints';
import { getServerConfig } from './lib/config';
import { STORYBLOK_ASSET_ORIGINS } from './lib/content/image-source';
import { parsePublicEnv } from './lib/public-env';
import { pageCacheConfig } from './lib/redis/page-cache-config';
import { scriptHashSource } from './lib/security/script-hash';
import { securityHeaderRoutes } from './lib/security/security-headers';
import { withStylesInPage } from './lib/style-chunks';

/**
 * `next dev` runs as development; `next build` and `next start` as production unless
 * NEXT_PUBLIC_ENVIRONMENT says otherwise, so a build can never serve drafts by accident.
 */
export function defaultEnvironmentFor(phase: string): 'development' | 'production' {
  return phase === PHASE_DEVELOPMENT_SERVER ? 'development' : 'production';
}

export default function nextConfig(phase: string): NextConfig {
  process.env.NEXT_PUBLIC_ENVIRONMENT ||= defaultEnvironmentFor(phase);
  // Parse the environment before anything starts: a bad value (a secret production needs,
  // missing) stops dev, build and start with one message naming every bad key.
  const config = getServerConfig();
  const checked = parsePublicEnv(process.env);
  const embedsGateway = !config.gateway.url;
  // Builds run on webpack (`next build --webpack`); the dev server runs Turbopack, which refuses
  // webpack's options.
  const onWebpack = phase !== PHASE_DEVELOPMENT_SERVER;

  // The end-to-end suite builds a staging copy beside the main build (playwright.config.ts).
  const distDir = process.env.NEXT_DIST_DIR || '.next';

  const site: NextConfig = {
    distDir,
    // Read again by `next start`: REDIS_URL where the instance runs decides, not the build's.
    ...pageCacheConfig(config.redisUrl),
    reactStrictMode: true,
    // `npm test` runs `tsc --noEmit` before it builds; its build need not check the same again.
    typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
    poweredByHeader: false,
    // Back and forward put the page back where the visitor left it (SPEC §2 Behaviour).
    experimental: {
      scrollRestoration: true,
      // Merging the styles of parts that load later would send each part's with every other's,
      // none of them linked by the page: lib/style-chunks.ts keeps the blocks' in the page.
      ...(onWebpack && { cssChunking: false }),
    },
    // The browser learns where the gateway is from the server's GATEWAY_URL; empty means this
    // origin, where pages/api/v1/[...path].ts serves the embedded gateway.
    env: {
      NEXT_PUBLIC_GATEWAY_URL: config.gateway.url ?? '',
      // Fixed into the build, browser and server code alike (lib/config.ts reads it by name).
      NEXT_PUBLIC_ENVIRONMENT: config.environment,
      // As checked (lib/public-env.ts): lib/public-config.ts reads them without a schema.
      NEXT_PUBLIC_SITE_URL: checked.siteUrl,
      NEXT_PUBLIC_GTM_ID: checked.gtmId ?? '',
      NEXT_PUBLIC_STAGING_BANNER_COLOUR: checked.stagingBannerColour,
    },
    ...(onWebpack && {
      webpack: (config, { isServer }) =>
        isServer ? config : withEagerCompileHints(withStylesInPage(withChunkLoadTimeout(config))),
    }),
    async headers() {
      // `next build` and `next start` run as production; `next dev` evaluates code and is never
      // served to anyone but its developer.
      const productionBuild = process.env.NODE_ENV === 'production';
      return securityHeaderRoutes({
        // The same texts _document renders, so the hashes always match what pages serve.
        inlineScriptHashes: consentHeadScripts(checked.gtmId).map(({ text }) =>
          scriptHashSource(text),
        ),
        gatewayOrigin: config.gateway.url && new URL(config.gateway.url).origin,
        imageOrigins: STORYBLOK_ASSET_ORIGINS[config.content.storyblokRegion],
        tagManager: Boolean(checked.gtmId),
        development: !productionBuild,
        hsts: productionBuild,
      });
    },
    async redirects() {
      return [
        // The short forms of the account links (docs/architecture.md "Routes").
        ...accountRedirects(),
        // SPEC §7: sign-out of short-lived sessions lives outside /api/v1 on the gateway's origin.
        // A 307 keeps the POST; a rewrite would too, but any rewrite ships the client router's
        // rewrite matching to every page (8 KiB).
        ...(embedsGateway
          ? [{ source: '/users/sign_out', destination: EMBEDDED_SIGN_OUT_PATH, permanent: false }]
          : []),
      ];
    },
  };
  // Serwist's plugin runs on webpack only: `next dev` has no service worker.
  return onWebpack ? withServiceWorker(site, distDir) : site;
}
