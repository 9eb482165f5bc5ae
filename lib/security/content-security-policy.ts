import { TAG_MANAGER_ORIGIN } from '../analytics/tag-manager';

/** The privacy-enhanced YouTube player of the video block (blocks/video-embed). */
const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** Where Google Analytics tags, run by the tag manager, send their hits (and pixels, the first). */
const ANALYTICS_ORIGIN = 'https://*.google-analytics.com';
const ANALYTICS_REGIONAL_ORIGIN = 'https://*.analytics.google.com';

export interface PagePolicyOptions {
  /** `'sha256-…'` sources of the inline scripts every page carries (script-hash.ts). */
  inlineScriptHashes: readonly string[];
  /** The portal gateway's origin, when the browser calls it on another origin (GATEWAY_URL). */
  gatewayOrigin?: string;
  /** The hosts CMS images come from (Storyblok's asset hosts for the space's region). */
  imageOrigins: readonly string[];
  /** A Google Tag Manager container is configured (NEXT_PUBLIC_GTM_ID). */
  tagManager: boolean;
  /** `next dev`: React Refresh and webpack's development runtime evaluate code. */
  development: boolean;
  /** Origins besides the site that may frame the page (Storyblok's editor, in draft mode). */
  framedBy?: readonly string[];
  /** The page frames the site's own pages (the local editor's preview). */
  framesSite?: boolean;
}

type Directives = Record<string, readonly (string | false | undefined)[]>;

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' '))
    .join('; ');
}

/**
 * The policy of every page. Pages are static (SSG/ISR), so there is no per-request nonce:
 * scripts run from this origin, or inline only when their hash is listed. No 'strict-dynamic':
 * browsers would then ignore 'self', and the Pages Router's own script tags carry neither a
 * nonce nor an integrity hash. Styles need 'unsafe-inline': the Pages Router puts each page's
 * CSS into inline style elements on client-side navigation, and components set style
 * attributes (image ratios, chart sizes).
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const { tagManager, development } = options;
  return serialise({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...options.inlineScriptHashes,
      tagManager && TAG_MANAGER_ORIGIN,
      development && "'unsafe-eval'",
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      ...options.imageOrigins,
      ...(tagManager ? [TAG_MANAGER_ORIGIN, ANALYTICS_ORIGIN] : []),
    ],
    'connect-src': [
      "'self'",
      options.gatewayOrigin,
      ...(tagManager ? [TAG_MANAGER_ORIGIN, ANALYTICS_ORIGIN, ANALYTICS_REGIONAL_ORIGIN] : []),
    ],
    'frame-src': [options.framesSite && "'self'", VIDEO_PLAYER_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...(options.framedBy ?? [])],
  });
}

/**
 * The policy of JSON and other API responses: they load nothing and are never framed, except
 * by the origins named (the preview routes open inside Storyblok's editor).
 */
export function apiContentSecurityPolicy(framedBy: readonly string[] = []): string {
  return serialise({
    'default-src': ["'none'"],
    'frame-ancestors': framedBy.length > 0 ? ["'self'", ...framedBy] : ["'none'"],
  });
}
