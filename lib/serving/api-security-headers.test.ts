import { apiContentSecurityPolicy } from '../security/content-security-policy';
import { apiSecurityHeaders } from './api-security-headers';

describe('the headers of gateway answers under /api/v1', () => {
  it('are the headers of every answer, with the API content security policy', () => {
    const headers = apiSecurityHeaders(true);
    expect(headers.get('Content-Security-Policy')).toBe(apiContentSecurityPolicy());
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.get('Permissions-Policy')).toMatch(/^accelerometer=\(\), /);
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('leave Strict-Transport-Security out where the build does', () => {
    expect(apiSecurityHeaders(false).has('Strict-Transport-Security')).toBe(false);
  });
});
