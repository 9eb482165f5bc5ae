import type { NextConfig } from 'next';
import {
  apiContentSecurityPolicy,
  pageContentSecurityPolicy,
  type PagePolicyOptions,
} from './content-security-policy';

type HeaderRoute = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number];

/** Next's draft mode cookie: set by /api/preview, cleared by /api/exit-preview. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Storyblok's visual editor, which shows the site in an iframe while editors work. */
export const STORYBLOK_EDITOR_ORIGIN = 'https://app.storyblok.com';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Browser features the site never uses, which no page (nor anything it frames) may ask for. */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export interface SecurityHeaderOptions extends Omit<PagePolicyOptions, 'framedBy'> {
  /** Strict-Transport-Security: production builds (browsers ignore it over plain http). */
  hsts: boolean;
}

const header = (key: string, value: string) => ({ key, value });
const policy = (value: string) => header('Content-Security-Policy', value);

/**
 * next.config.ts `headers()`: the same headers on every response (pages, static files, API
 * routes). Where several entries match a path Next applies them in order and a later value
 * replaces an earlier one of the same name, so each response carries exactly one policy: the
 * page policy, then Storyblok's editor among the framers in draft mode, then the API policy for
 * /api. Cookie conditions are routing, not rendering: static pages stay static. Sources name
 * no parameters: for a route with parameters Next compiles every header value containing a
 * colon (the policies' `data:` and origins) as a path template on every request.
 */
export function securityHeaderRoutes(options: SecurityHeaderOptions): HeaderRoute[] {
  const { hsts, ...pagePolicy } = options;
  const editor = [STORYBLOK_EDITOR_ORIGIN];
  return [
    {
      source: '/(.*)',
      headers: [
        policy(pageContentSecurityPolicy(pagePolicy)),
        header('X-Content-Type-Options', 'nosniff'),
        header('Referrer-Policy', 'strict-origin-when-cross-origin'),
        header('Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')),
        header('Cross-Origin-Opener-Policy', 'same-origin'),
        ...(hsts
          ? [header('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`)]
          : []),
      ],
    },
    {
      source: '/(.*)',
      has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
      headers: [policy(pageContentSecurityPolicy({ ...pagePolicy, framedBy: editor }))],
    },
    // The local editor shows the page it edits in an iframe.
    ...['/editor', '/editor/(.*)'].map((source) => ({
      source,
      headers: [policy(pageContentSecurityPolicy({ ...pagePolicy, framesSite: true }))],
    })),
    { source: '/api/(.*)', headers: [policy(apiContentSecurityPolicy())] },
    {
      // An editor opens a story through these, inside its iframe.
      source: '/api/(preview|exit-preview|editor/preview)',
      headers: [policy(apiContentSecurityPolicy(editor))],
    },
  ];
}
