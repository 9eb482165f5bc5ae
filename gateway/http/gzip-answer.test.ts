import { gunzipSync } from 'node:zlib';
import { gzipAnswer } from './gzip-answer';

const LARGE = JSON.stringify({ tariffs: Array.from({ length: 200 }, (_, i) => ({ id: i })) });
const SMALL = JSON.stringify({ message: 'Too many attempts.', statusCode: 429 });

const asking = (acceptEncoding?: string) =>
  new Request('http://localhost/api/v1/tariffs', {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

const answer = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json', vary: 'Origin' } });

describe('gateway answers gzipped', () => {
  it('gzips an answer of 1 KiB or more for a client that accepts gzip', async () => {
    const gzipped = await gzipAnswer(asking('gzip, deflate, br'), answer(LARGE));
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(gzipped.headers.get('content-type')).toBe('application/json');
    const body = Buffer.from(await gzipped.arrayBuffer());
    expect(gunzipSync(body).toString()).toBe(LARGE);
  });

  it('sends small answers, and answers to clients that do not accept gzip, as they are', async () => {
    for (const [request, body] of [
      [asking('gzip'), SMALL],
      [asking(), LARGE],
      [asking('br'), LARGE],
    ] as const) {
      const sent = await gzipAnswer(request, answer(body, 429));
      expect(sent.status).toBe(429);
      expect(sent.headers.get('content-encoding')).toBeNull();
      expect(sent.headers.get('vary')).toBe('Origin, Accept-Encoding');
      expect(await sent.text()).toBe(body);
    }
  });
});
