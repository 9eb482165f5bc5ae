import { gradeFor, scan, type ScannedResponse } from './observatory-rubric';

type Headers = Record<string, string | string[]>;

function response(headers: Headers, extra: Partial<ScannedResponse> = {}): ScannedResponse {
  return {
    url: 'https://www.so.energy/',
    headers: Object.entries(headers).flatMap(([name, values]) =>
      (Array.isArray(values) ? values : [values]).map((value) => ({ name, value })),
    ),
    ...extra,
  };
}

/** The outcome of one test for a response with these headers. */
function judged(test: string, headers: Headers, extra: Partial<ScannedResponse> = {}) {
  const found = scan(response(headers, extra)).outcomes.find((outcome) => outcome.test === test);
  return found && { result: found.result, modifier: found.modifier };
}

const HSTS = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

describe('the Observatory rubric', () => {
  it('grades a response with no security headers D (30): no CSP, HSTS, nosniff or framing rule', () => {
    const result = scan(response({ 'Content-Type': 'application/json' }));
    expect(result.outcomes.filter((outcome) => outcome.modifier !== 0)).toEqual([
      { test: 'content-security-policy', result: 'csp-not-implemented', modifier: -25 },
      { test: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20 },
      {
        test: 'x-content-type-options',
        result: 'x-content-type-options-not-implemented',
        modifier: -5,
      },
      { test: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 },
    ]);
    expect(result).toMatchObject({ score: 30, grade: 'D' });
  });

  it('grades a strict response A+ with every bonus it earns', () => {
    const result = scan(
      response({
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Resource-Policy': 'same-origin',
        ...HSTS,
      }),
    );
    // 100 + CSP 10 + referrer 5 + framing via CSP 5 + COOP 10 + CORP 10
    expect(result).toMatchObject({ score: 140, grade: 'A+' });
  });

  it('counts bonuses only when the penalties alone leave 90 or more', () => {
    const result = scan(
      response({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'X-Frame-Options': 'DENY',
        ...HSTS,
      }),
    );
    expect(result).toMatchObject({ score: 75, grade: 'B' });
  });

  it.each([
    [100, 'A+'],
    [135, 'A+'],
    [99, 'A'],
    [90, 'A'],
    [89, 'A-'],
    [84, 'B+'],
    [70, 'B'],
    [69, 'B-'],
    [64, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
    [24, 'F'],
    [0, 'F'],
  ])('grades a score of %i %s', (score, grade) => {
    expect(gradeFor(score)).toBe(grade);
  });
});

describe('its Content Security Policy test', () => {
  it.each([
    ["default-src 'none'", 'csp-implemented-with-no-unsafe-default-src-none', 10],
    ["default-src 'self'", 'csp-implemented-with-no-unsafe', 5],
    ["default-src 'none'; img-src 'self'", 'csp-implemented-with-no-unsafe-default-src-none', 10],
    ["script-src 'self'", 'csp-implemented-with-unsafe-inline', -20],
    [
      "default-src 'self'; script-src 'self' 'unsafe-inline'",
      'csp-implemented-with-unsafe-inline',
      -20,
    ],
    ["default-src 'self'; script-src 'self' data:", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; script-src https:", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; object-src *", 'csp-implemented-with-unsafe-inline', -20],
    [
      "default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-abc='",
      'csp-implemented-with-no-unsafe',
      5,
    ],
    [
      "default-src 'self'; connect-src http://api.example",
      'csp-implemented-with-insecure-scheme',
      -20,
    ],
    [
      "default-src 'self'; script-src 'self' 'unsafe-eval'",
      'csp-implemented-with-unsafe-eval',
      -10,
    ],
    [
      "default-src 'self'; img-src http://images.example",
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
      -10,
    ],
    [
      "default-src 'self'; style-src 'self' 'unsafe-inline'",
      'csp-implemented-with-unsafe-inline-in-style-src-only',
      0,
    ],
    ["default-src 'self'; script-src 'strict-dynamic'", 'csp-header-invalid', -25],
    [
      "default-src 'self'; script-src 'strict-dynamic' 'nonce-abc' 'unsafe-inline' https:",
      'csp-implemented-with-no-unsafe',
      5,
    ],
    ["default-src 'self'; default-src 'none'", 'csp-header-invalid', -25],
    ['img', 'csp-header-invalid', -25],
  ])('judges %j %s (%i)', (policy, result, modifier) => {
    expect(judged('content-security-policy', { 'Content-Security-Policy': policy })).toEqual({
      result,
      modifier,
    });
  });

  it('does not take a report-only policy for one', () => {
    expect(
      judged('content-security-policy', {
        'Content-Security-Policy-Report-Only': "default-src 'none'",
      }),
    ).toEqual({ result: 'csp-not-implemented-but-reporting-enabled', modifier: -25 });
  });

  it('judges each of several policies and keeps the worst', () => {
    expect(
      judged('content-security-policy', {
        'Content-Security-Policy': ["default-src 'none'", "default-src 'self' 'unsafe-inline'"],
      }),
    ).toEqual({ result: 'csp-implemented-with-unsafe-inline', modifier: -20 });
  });
});

describe('its Strict-Transport-Security test', () => {
  it.each([
    ['max-age=31536000; includeSubDomains', 'hsts-implemented-max-age-at-least-six-months', 0],
    ['max-age=15552000', 'hsts-implemented-max-age-at-least-six-months', 0],
    ['max-age=3600', 'hsts-implemented-max-age-less-than-six-months', -10],
    ['includeSubDomains', 'hsts-header-invalid', -20],
    ['max-age=31536000, max-age=0', 'hsts-header-invalid', -20],
  ])('judges %j %s (%i)', (header, result, modifier) => {
    expect(judged('strict-transport-security', { 'Strict-Transport-Security': header })).toEqual({
      result,
      modifier,
    });
  });
});

describe('its cookies test', () => {
  it.each([
    [[], {}, 'cookies-not-found', 0],
    [['token=; Max-Age=0; Path=/'], {}, 'cookies-not-found', 0],
    [
      ['id=1; Secure; HttpOnly; SameSite=Lax'],
      {},
      'cookies-secure-with-httponly-sessions-and-samesite',
      5,
    ],
    [['id=1; Secure'], {}, 'cookies-secure-with-httponly-sessions', 0],
    [['id=1; SameSite=Lax'], {}, 'cookies-without-secure-flag', -20],
    [['id=1; SameSite=Lax'], HSTS, 'cookies-without-secure-flag-but-protected-by-hsts', -5],
    [['sessionid=1; HttpOnly; SameSite=Lax'], {}, 'cookies-session-without-secure-flag', -40],
    [
      ['sessionid=1; HttpOnly; SameSite=Lax'],
      HSTS,
      'cookies-session-without-secure-flag-but-protected-by-hsts',
      -10,
    ],
    [['sessionid=1; Secure; SameSite=Lax'], {}, 'cookies-session-without-httponly-flag', -30],
    [['id=1; Secure; SameSite=Sometimes'], {}, 'cookies-samesite-flag-invalid', -20],
    [['csrftoken=1; Secure'], {}, 'cookies-anticsrf-without-samesite-flag', -20],
  ])('judges %j (with %j) %s (%i)', (setCookies, headers, result, modifier) => {
    expect(judged('cookies', { ...headers, 'Set-Cookie': setCookies })).toEqual({
      result,
      modifier,
    });
  });
});

describe('its cross-origin tests', () => {
  const requestOrigin = 'https://observatory.example';

  it.each([
    [{}, 'cross-origin-resource-sharing-not-implemented', 0],
    [
      { 'Access-Control-Allow-Origin': '*' },
      'cross-origin-resource-sharing-implemented-with-public-access',
      0,
    ],
    [
      {
        'Access-Control-Allow-Origin': 'https://www.so.energy',
        'Access-Control-Allow-Credentials': 'true',
      },
      'cross-origin-resource-sharing-implemented-with-restricted-access',
      0,
    ],
    [
      { 'Access-Control-Allow-Origin': requestOrigin, 'Access-Control-Allow-Credentials': 'true' },
      'cross-origin-resource-sharing-implemented-with-universal-access',
      -50,
    ],
  ])('judges CORS %j %s (%i)', (headers, result, modifier) => {
    expect(judged('cross-origin-resource-sharing', headers, { requestOrigin })).toEqual({
      result,
      modifier,
    });
  });

  it.each([
    [{}, 'coop-not-implemented', 0],
    [{ 'Cross-Origin-Opener-Policy': 'same-origin' }, 'coop-implemented-with-same-origin', 10],
    [
      { 'Cross-Origin-Opener-Policy': 'same-origin; report-to="coop"' },
      'coop-implemented-with-same-origin',
      10,
    ],
    [{ 'Cross-Origin-Opener-Policy': 'unsafe-none' }, 'coop-implemented-with-unsafe-none', 0],
    [{ 'Cross-Origin-Opener-Policy': 'same-site' }, 'coop-header-invalid', -5],
    [{ 'Cross-Origin-Opener-Policy': ['same-origin', 'same-origin'] }, 'coop-header-invalid', -5],
  ])('judges COOP %j %s (%i)', (headers, result, modifier) => {
    expect(judged('cross-origin-opener-policy', headers)).toEqual({ result, modifier });
  });

  it.each([
    [{}, 'coep-not-implemented', 0],
    [{ 'Cross-Origin-Embedder-Policy': 'require-corp' }, 'coep-implemented-with-require-corp', 10],
    [{ 'Cross-Origin-Embedder-Policy': 'sometimes' }, 'coep-header-invalid', -5],
  ])('judges COEP %j %s (%i)', (headers, result, modifier) => {
    expect(judged('cross-origin-embedder-policy', headers)).toEqual({ result, modifier });
  });

  it.each([
    [{}, 'corp-not-implemented', 0],
    [{ 'Cross-Origin-Resource-Policy': 'same-site' }, 'corp-implemented-with-same-site', 10],
    [{ 'Cross-Origin-Resource-Policy': 'cross-origin' }, 'corp-implemented-with-cross-origin', 0],
    [{ 'Cross-Origin-Resource-Policy': 'nobody' }, 'corp-header-invalid', -5],
  ])('judges CORP %j %s (%i)', (headers, result, modifier) => {
    expect(judged('cross-origin-resource-policy', headers)).toEqual({ result, modifier });
  });
});

describe('its other header tests', () => {
  it.each([
    [{}, 'referrer-policy-not-implemented', 0],
    [{ 'Referrer-Policy': 'strict-origin-when-cross-origin' }, 'referrer-policy-private', 5],
    [{ 'Referrer-Policy': 'unsafe-url, no-referrer' }, 'referrer-policy-private', 5],
    [{ 'Referrer-Policy': 'no-referrer-when-downgrade' }, 'referrer-policy-unsafe', -5],
    [{ 'Referrer-Policy': 'whatever' }, 'referrer-policy-header-invalid', -5],
  ])('judges the referrer policy %j %s (%i)', (headers, result, modifier) => {
    expect(judged('referrer-policy', headers)).toEqual({ result, modifier });
  });

  it.each([
    [{ 'X-Content-Type-Options': 'nosniff' }, 'x-content-type-options-nosniff', 0],
    [{ 'X-Content-Type-Options': 'sniff' }, 'x-content-type-options-header-invalid', -5],
  ])('judges %j %s (%i)', (headers, result, modifier) => {
    expect(judged('x-content-type-options', headers)).toEqual({ result, modifier });
  });

  it.each([
    [
      { 'Content-Security-Policy': "frame-ancestors 'self'" },
      'x-frame-options-implemented-via-csp',
      5,
    ],
    [{ 'X-Frame-Options': 'SAMEORIGIN' }, 'x-frame-options-sameorigin-or-deny', 0],
    [{ 'X-Frame-Options': 'ALLOW-FROM https://a.example' }, 'x-frame-options-allow-from-origin', 0],
    [{ 'X-Frame-Options': 'maybe' }, 'x-frame-options-header-invalid', -20],
  ])('judges framing %j %s (%i)', (headers, result, modifier) => {
    expect(judged('x-frame-options', headers)).toEqual({ result, modifier });
  });
});

describe('its Subresource Integrity test', () => {
  const html = (scripts: string) => ({
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html><head>${scripts}</head><body></body></html>`,
  });

  it.each([
    ['', 'sri-not-implemented-but-no-scripts-loaded', 0],
    [
      '<script>inline()</script><script src="/_next/static/chunks/main.js" defer></script>',
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      0,
    ],
    [
      '<script src="https://static.so.energy/a.js"></script>',
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      0,
    ],
    [
      '<script src="/a.js" integrity="sha384-abc"></script>',
      'sri-implemented-and-all-scripts-loaded-securely',
      5,
    ],
    [
      '<script src="https://cdn.example/a.js" integrity="sha384-abc" crossorigin></script>',
      'sri-implemented-and-external-scripts-loaded-securely',
      5,
    ],
    [
      '<script src="https://cdn.example/a.js"></script>',
      'sri-not-implemented-but-external-scripts-loaded-securely',
      -5,
    ],
    [
      "<script src='http://cdn.example/a.js' integrity='sha384-abc'></script>",
      'sri-implemented-but-external-scripts-not-loaded-securely',
      -20,
    ],
    [
      '<script src=//cdn.example/a.js></script>',
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
      -50,
    ],
  ])('judges %j %s (%i)', (scripts, result, modifier) => {
    const { headers, body } = html(scripts);
    expect(judged('subresource-integrity', headers, { body })).toEqual({ result, modifier });
  });

  it('does not read what is not HTML', () => {
    expect(
      judged('subresource-integrity', { 'Content-Type': 'application/json' }, { body: '{}' }),
    ).toEqual({ result: 'sri-not-implemented-response-not-html', modifier: 0 });
  });
});
