import { setAccessTokenProvider } from '@/lib/gateway/client';

/**
 * Stands in for `fetch` around each test of the site's gateway functions, and signs the
 * session out after each. `answer` queues the next response.
 */
export function mockGatewayFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessTokenProvider(async () => null);
  });
  const answer = (body: unknown, status = 200) =>
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  return { fetchMock, answer };
}
