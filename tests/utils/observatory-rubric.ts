/**
 * Mozilla's HTTP Observatory rubric (the MDN Observatory's tests and score modifiers), applied to
 * one response: every start at 100, each test adds its modifier, bonuses count only when the
 * penalties alone leave 90 or more, and the grade follows the score in steps of five (100 and
 * above: A+).
 *
 * The end-to-end server is plain http on this machine, so the response is judged as the same
 * headers served over https: the redirection test (http to https) does not apply and is left
 * out; every header test applies, Strict-Transport-Security included. Where a response carries
 * several policies, each is judged and the worst counts (the Observatory intersects them).
 */

export interface ScannedResponse {
  /** The URL it was fetched from: scripts from another site are judged by it. */
  url: string;
  /** Every header as sent, repeated ones included (Playwright's `headersArray()`). */
  headers: readonly { name: string; value: string }[];
  /** The body, read for its script tags when it is HTML. */
  body?: string;
  /** The Origin the scan sent, to tell whether CORS reflects any origin with credentials. */
  requestOrigin?: string;
}

export interface TestOutcome {
  test: string;
  result: string;
  modifier: number;
}

export interface Scan {
  score: number;
  grade: string;
  outcomes: TestOutcome[];
}

type Outcome = Omit<TestOutcome, 'test'>;

const outcome = (result: string, modifier: number): Outcome => ({ result, modifier });
const worst = (outcomes: readonly Outcome[]): Outcome | undefined =>
  outcomes.reduce<Outcome | undefined>(
    (bad, next) => (bad && bad.modifier <= next.modifier ? bad : next),
    undefined,
  );

function valuesOf(response: ScannedResponse, name: string): string[] {
  return response.headers
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);
}

const firstValue = (response: ScannedResponse, name: string) => valuesOf(response, name)[0];

// Content-Security-Policy

const BROAD_SOURCES = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const INLINE_SOURCES = new Set(["'unsafe-inline'", 'data:']);
const isBroadOrInline = (source: string) => BROAD_SOURCES.has(source) || INLINE_SOURCES.has(source);
const isHashOrNonce = (source: string) => /^'(sha(256|384|512)|nonce)-/.test(source);
const isInsecureScheme = (source: string) => /^(http|ftp):/.test(source);
const REPEATABLE_DIRECTIVES = new Set(['report-uri', 'report-to']);
const PASSIVE_DIRECTIVES = ['img-src', 'media-src'];

type Policy = Map<string, Set<string>>;

/** One policy's directives and sources, lower-cased; null when it cannot be parsed. */
function parsePolicy(text: string): Policy | null {
  const policy: Policy = new Map();
  if (text.trim().length < 6) return null;
  for (const directive of text.split(';')) {
    const [rawName, ...sources] = directive.trim().split(/\s+/);
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (policy.has(name) && !REPEATABLE_DIRECTIVES.has(name)) return null;
    const lowered = sources.map((source) => source.toLowerCase());
    policy.set(name, new Set(lowered.length === 0 && name.endsWith('-src') ? ["'none'"] : lowered));
  }
  return policy;
}

function sourcesFor(policy: Policy, directive: string): Set<string> {
  return new Set(policy.get(directive) ?? policy.get('default-src') ?? ['*']);
}

function judgePolicy(policy: Policy): Outcome {
  const scripts = sourcesFor(policy, 'script-src');
  const styles = sourcesFor(policy, 'style-src');
  const objects = sourcesFor(policy, 'object-src');
  for (const sources of [scripts, styles]) {
    if ([...sources].some(isHashOrNonce)) sources.delete("'unsafe-inline'");
  }
  if (scripts.has("'strict-dynamic'")) {
    if (![...scripts].some(isHashOrNonce)) return outcome('csp-header-invalid', -25);
    for (const source of scripts) {
      const broad = [...BROAD_SOURCES].some((scheme) => source.startsWith(scheme));
      if (broad || source === "'self'" || source === "'unsafe-inline'") scripts.delete(source);
    }
  }
  const active = [
    ...[...policy]
      .filter(([name]) => !PASSIVE_DIRECTIVES.includes(name) && name !== 'script-src')
      .flatMap(([, sources]) => [...sources]),
    ...scripts,
  ];
  const passive = PASSIVE_DIRECTIVES.flatMap((name) => [
    ...(policy.get(name) ?? policy.get('default-src') ?? []),
  ]);
  const defaultSources = policy.get('default-src');

  if ([...scripts].some(isBroadOrInline) || [...objects].some((s) => BROAD_SOURCES.has(s))) {
    return outcome('csp-implemented-with-unsafe-inline', -20);
  }
  if (active.some(isInsecureScheme)) return outcome('csp-implemented-with-insecure-scheme', -20);
  if (scripts.has("'unsafe-eval'") || styles.has("'unsafe-eval'")) {
    return outcome('csp-implemented-with-unsafe-eval', -10);
  }
  if (passive.some(isInsecureScheme)) {
    return outcome('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  }
  if ([...styles].some(isBroadOrInline)) {
    return outcome('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  }
  if (defaultSources?.size === 1 && defaultSources.has("'none'")) {
    return outcome('csp-implemented-with-no-unsafe-default-src-none', 10);
  }
  return outcome('csp-implemented-with-no-unsafe', 5);
}

/** Every policy the response carries, split where headers were combined with commas. */
function policiesOf(response: ScannedResponse): (Policy | null)[] {
  return valuesOf(response, 'content-security-policy')
    .flatMap((value) => value.split(','))
    .map(parsePolicy);
}

function contentSecurityPolicy(response: ScannedResponse): Outcome {
  const policies = policiesOf(response);
  if (policies.length === 0) {
    return valuesOf(response, 'content-security-policy-report-only').length > 0
      ? outcome('csp-not-implemented-but-reporting-enabled', -25)
      : outcome('csp-not-implemented', -25);
  }
  if (policies.some((policy) => policy === null)) return outcome('csp-header-invalid', -25);
  return worst(policies.map((policy) => judgePolicy(policy ?? new Map()))) ?? outcome('', 0);
}

// Strict-Transport-Security

const SIX_MONTHS_SECONDS = 15_552_000;

function strictTransportSecurity(response: ScannedResponse): Outcome {
  const header = firstValue(response, 'strict-transport-security');
  if (header === undefined) return outcome('hsts-not-implemented', -20);
  const maxAge = /(?:^|;)\s*max-age=(\d+)\s*(?:;|$)/i.exec(header)?.[1];
  if (header.includes(',') || maxAge === undefined) return outcome('hsts-header-invalid', -20);
  return Number(maxAge) < SIX_MONTHS_SECONDS
    ? outcome('hsts-implemented-max-age-less-than-six-months', -10)
    : outcome('hsts-implemented-max-age-at-least-six-months', 0);
}

// Cookies

interface Cookie {
  name: string;
  attributes: Map<string, string>;
}

function parseSetCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';');
  return {
    name: pair.split('=')[0]?.trim() ?? '',
    attributes: new Map(
      attributes.map((attribute) => {
        const [key = '', ...value] = attribute.split('=');
        return [key.trim().toLowerCase(), value.join('=').trim()];
      }),
    ),
  };
}

function cookies(response: ScannedResponse): Outcome {
  const kept = valuesOf(response, 'set-cookie')
    .map(parseSetCookie)
    .filter((cookie) => !(Number(cookie.attributes.get('max-age') ?? 1) <= 0));
  if (kept.length === 0) return outcome('cookies-not-found', 0);
  const hsts = strictTransportSecurity(response).modifier === 0;
  const problems = kept.flatMap((cookie): Outcome[] => {
    const secure = cookie.attributes.has('secure');
    const sameSite = cookie.attributes.get('samesite')?.toLowerCase();
    const session = /login|sess/i.test(cookie.name);
    const found: Outcome[] = [];
    const invalidSameSite = sameSite !== undefined && !['lax', 'strict', 'none'].includes(sameSite);
    if (invalidSameSite || (!secure && sameSite === 'none')) {
      found.push(outcome('cookies-samesite-flag-invalid', -20));
    }
    if (!secure) {
      found.push(
        hsts
          ? outcome('cookies-without-secure-flag-but-protected-by-hsts', -5)
          : outcome('cookies-without-secure-flag', -20),
      );
    }
    if (/csrf/i.test(cookie.name) && sameSite === undefined) {
      found.push(outcome('cookies-anticsrf-without-samesite-flag', -20));
    }
    if (session && !secure) {
      found.push(
        hsts
          ? outcome('cookies-session-without-secure-flag-but-protected-by-hsts', -10)
          : outcome('cookies-session-without-secure-flag', -40),
      );
    }
    if (session && !cookie.attributes.has('httponly')) {
      found.push(outcome('cookies-session-without-httponly-flag', -30));
    }
    return found;
  });
  return (
    worst(problems) ??
    (kept.every((cookie) => cookie.attributes.has('samesite'))
      ? outcome('cookies-secure-with-httponly-sessions-and-samesite', 5)
      : outcome('cookies-secure-with-httponly-sessions', 0))
  );
}

// Cross-origin headers

function crossOriginResourceSharing(response: ScannedResponse): Outcome {
  const allowed = firstValue(response, 'access-control-allow-origin')?.trim().toLowerCase();
  if (allowed === undefined) return outcome('cross-origin-resource-sharing-not-implemented', 0);
  if (allowed === '*') {
    return outcome('cross-origin-resource-sharing-implemented-with-public-access', 0);
  }
  const credentials = firstValue(response, 'access-control-allow-credentials');
  return allowed === response.requestOrigin?.toLowerCase() &&
    credentials?.trim().toLowerCase() === 'true'
    ? outcome('cross-origin-resource-sharing-implemented-with-universal-access', -50)
    : outcome('cross-origin-resource-sharing-implemented-with-restricted-access', 0);
}

/** A structured-field token header (`same-origin; report-to="x"`) with its named results. */
function tokenHeader(
  response: ScannedResponse,
  name: string,
  prefix: string,
  modifiers: Record<string, number>,
): Outcome {
  const values = valuesOf(response, name);
  if (values.length === 0) return outcome(`${prefix}-not-implemented`, 0);
  const token = values.length === 1 ? values[0]?.split(';')[0]?.trim() : undefined;
  const modifier = token === undefined ? undefined : modifiers[token];
  return modifier === undefined
    ? outcome(`${prefix}-header-invalid`, -5)
    : outcome(`${prefix}-implemented-with-${token}`, modifier);
}

const crossOriginOpenerPolicy = (response: ScannedResponse) =>
  tokenHeader(response, 'cross-origin-opener-policy', 'coop', {
    'same-origin': 10,
    'same-origin-allow-popups': 10,
    'noopener-allow-popups': 10,
    'unsafe-none': 0,
  });

const crossOriginEmbedderPolicy = (response: ScannedResponse) =>
  tokenHeader(response, 'cross-origin-embedder-policy', 'coep', {
    'require-corp': 10,
    credentialless: 10,
    'unsafe-none': 0,
  });

function crossOriginResourcePolicy(response: ScannedResponse): Outcome {
  const values = valuesOf(response, 'cross-origin-resource-policy');
  if (values.length === 0) return outcome('corp-not-implemented', 0);
  const policy = values.join(', ').trim().toLowerCase();
  if (policy === 'same-site' || policy === 'same-origin') {
    return outcome(`corp-implemented-with-${policy}`, 10);
  }
  return policy === 'cross-origin'
    ? outcome('corp-implemented-with-cross-origin', 0)
    : outcome('corp-header-invalid', -5);
}

// The other headers

const GOOD_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const BAD_REFERRER_POLICIES = [
  'origin',
  'origin-when-cross-origin',
  'unsafe-url',
  'no-referrer-when-downgrade',
];

function referrerPolicy(response: ScannedResponse): Outcome {
  const values = valuesOf(response, 'referrer-policy');
  if (values.length === 0) return outcome('referrer-policy-not-implemented', 0);
  const known = [...GOOD_REFERRER_POLICIES, ...BAD_REFERRER_POLICIES];
  const policy = values
    .join(',')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => known.includes(token))
    .at(-1);
  if (policy === undefined) return outcome('referrer-policy-header-invalid', -5);
  return GOOD_REFERRER_POLICIES.includes(policy)
    ? outcome('referrer-policy-private', 5)
    : outcome('referrer-policy-unsafe', -5);
}

function xContentTypeOptions(response: ScannedResponse): Outcome {
  const header = firstValue(response, 'x-content-type-options');
  if (header === undefined) return outcome('x-content-type-options-not-implemented', -5);
  return header.trim().toLowerCase() === 'nosniff'
    ? outcome('x-content-type-options-nosniff', 0)
    : outcome('x-content-type-options-header-invalid', -5);
}

function xFrameOptions(response: ScannedResponse): Outcome {
  if (policiesOf(response).some((policy) => policy?.has('frame-ancestors'))) {
    return outcome('x-frame-options-implemented-via-csp', 5);
  }
  const header = firstValue(response, 'x-frame-options')?.trim().toLowerCase();
  if (header === undefined) return outcome('x-frame-options-not-implemented', -20);
  if (header === 'deny' || header === 'sameorigin') {
    return outcome('x-frame-options-sameorigin-or-deny', 0);
  }
  return header.startsWith('allow-from')
    ? outcome('x-frame-options-allow-from-origin', 0)
    : outcome('x-frame-options-header-invalid', -20);
}

// Subresource Integrity

/** The site a host belongs to, roughly: its last two labels (an IP address or a name stays whole). */
function siteOf(host: string): string {
  return /^[\d.]+$|^\[/.test(host) ? host : host.split('.').slice(-2).join('.');
}

function scriptTags(html: string): Map<string, string>[] {
  return Array.from(
    html.matchAll(/<script\b([^>]*)>/gi),
    ([, attributes = '']) =>
      new Map(
        Array.from(
          attributes.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g),
          ([, name = '', double, single, bare]) => [
            name.toLowerCase(),
            double ?? single ?? bare ?? '',
          ],
        ),
      ),
  );
}

function subresourceIntegrity(response: ScannedResponse): Outcome {
  const type = firstValue(response, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/html' || response.body === undefined) {
    return outcome('sri-not-implemented-response-not-html', 0);
  }
  const scripts = scriptTags(response.body);
  if (scripts.length === 0) return outcome('sri-not-implemented-but-no-scripts-loaded', 0);
  const pageSite = siteOf(new URL(response.url).hostname);
  let foreign = false;
  let sameOriginWithIntegrity = false;
  const problems: Outcome[] = [];
  for (const script of scripts) {
    const src = script.get('src');
    if (!src) continue;
    const integrity = Boolean(script.get('integrity'));
    const protocolRelative = src.startsWith('//');
    const absolute = /^https?:\/\//i.test(src);
    const sameSite = !absolute || siteOf(new URL(src).hostname) === pageSite;
    if (!protocolRelative && sameSite) {
      sameOriginWithIntegrity ||= integrity;
      continue;
    }
    foreign = true;
    const secure = absolute && src.toLowerCase().startsWith('https:');
    if (integrity && !secure) {
      problems.push(outcome('sri-implemented-but-external-scripts-not-loaded-securely', -20));
    } else if (!integrity) {
      problems.push(
        secure
          ? outcome('sri-not-implemented-but-external-scripts-loaded-securely', -5)
          : outcome('sri-not-implemented-and-external-scripts-not-loaded-securely', -50),
      );
    }
  }
  const problem = worst(problems);
  if (problem) return problem;
  if (foreign) return outcome('sri-implemented-and-external-scripts-loaded-securely', 5);
  return sameOriginWithIntegrity
    ? outcome('sri-implemented-and-all-scripts-loaded-securely', 5)
    : outcome('sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0);
}

// Score and grade

const TESTS: Record<string, (response: ScannedResponse) => Outcome> = {
  'content-security-policy': contentSecurityPolicy,
  cookies,
  'cross-origin-embedder-policy': crossOriginEmbedderPolicy,
  'cross-origin-opener-policy': crossOriginOpenerPolicy,
  'cross-origin-resource-sharing': crossOriginResourceSharing,
  'referrer-policy': referrerPolicy,
  'strict-transport-security': strictTransportSecurity,
  'subresource-integrity': subresourceIntegrity,
  'x-content-type-options': xContentTypeOptions,
  'x-frame-options': xFrameOptions,
  'cross-origin-resource-policy': crossOriginResourcePolicy,
};

const GRADES: readonly [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

const BONUS_THRESHOLD = 90;

export function gradeFor(score: number): string {
  return GRADES.find(([lowest]) => score >= lowest)?.[1] ?? 'F';
}

/** Scores one response by the Observatory's rubric (see the top of this file). */
export function scan(response: ScannedResponse): Scan {
  const outcomes = Object.entries(TESTS).map(([test, judge]) => ({ test, ...judge(response) }));
  const penalties = outcomes.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const all = outcomes.reduce((sum, { modifier }) => sum + modifier, 0);
  const score = Math.max(0, 100 + (100 + penalties >= BONUS_THRESHOLD ? all : penalties));
  return { score, grade: gradeFor(score), outcomes };
}
