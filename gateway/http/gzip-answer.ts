import { gzipSync } from 'node:zlib';

/** Smaller answers gain nothing from compression, and Next's compression left them alone. */
const SMALLEST_GZIPPED_BYTES = 1024;

const acceptsGzip = (request: Request) =>
  /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '');

/**
 * The embedded gateway's answer, gzipped when the client accepts it and it is worth it: what
 * Next's compression did to the gateway's answers when every call went through Next, kept now
 * that `npm start` answers them before Next (server.ts).
 */
export async function gzipAnswer(request: Request, answer: Response): Promise<Response> {
  if (!answer.body || answer.headers.has('content-encoding')) return answer;
  answer.headers.append('Vary', 'Accept-Encoding');
  if (!acceptsGzip(request)) return answer;
  const body = new Uint8Array(await answer.arrayBuffer());
  const { status, statusText, headers } = answer;
  if (body.byteLength < SMALLEST_GZIPPED_BYTES)
    return new Response(body, { status, statusText, headers });
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  return new Response(gzipSync(body), { status, statusText, headers });
}
