import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';
import { hasMalformedPercentEncoding, MALFORMED_PATH_MESSAGE } from './malformed-path';

describe('hasMalformedPercentEncoding', () => {
  it.each([
    ['/api/v1/accounts/%E0%A4%A', true],
    ['/api/v1/accounts/%', true],
    ['/api/v1/accounts/%ZZ', true],
    ['/api/v1/accounts/%C3%28', true],
    ['/api/v1/accounts/%E0%A4%A4', false],
    ['/api/v1/accounts/1%20', false],
    ['/api/v1/accounts/1', false],
  ])('%s → %s', (path, malformed) => {
    expect(hasMalformedPercentEncoding(path)).toBe(malformed);
  });
});

describe('a path with malformed percent-encoding', () => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await createTestGateway();
  });

  it.each([
    ['GET', '/api/v1/accounts/%E0%A4%A'],
    ['GET', '/api/v1/accounts/%E0%A4%A/state'],
    ['GET', '/api/v1/accounts/1/bills/%'],
    ['POST', '/api/v1/votes/%C3%28'],
    ['GET', '/api/v1/no-such-thing/%ZZ'],
  ])('%s %s → 400 in the error shape', async (method, path) => {
    const alex = await gateway.login('alex@example.com');
    const response = await gateway.as(alex, path, { method });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: MALFORMED_PATH_MESSAGE, statusCode: 400 });
  });

  it('leaves well-formed percent-encoding to the routes', async () => {
    const alex = await gateway.login('alex@example.com');
    const response = await gateway.as(alex, '/api/v1/accounts/%31/state');
    expect(response.status).toBe(200);
  });
});
