import { NextRequest } from 'next/server';
import { MALFORMED_PATH_MESSAGE } from './gateway/http/malformed-path';
import { proxy } from './proxy';

const proxied = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));

describe('the proxy in front of /api/v1', () => {
  it.each(['/api/v1/accounts/%E0%A4%A', '/api/v1/accounts/%', '/api/v1/votes/%C3%28'])(
    'answers %s with 400 in the gateway’s error shape, not Next’s HTML page',
    async (path) => {
      const response = proxied(path);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: MALFORMED_PATH_MESSAGE, statusCode: 400 });
    },
  );

  it('hands a well-formed path on to the route', () => {
    expect(proxied('/api/v1/accounts/%31/state').headers.get('x-middleware-next')).toBe('1');
  });
});
