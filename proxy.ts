import { NextResponse, type NextRequest } from 'next/server';
import { hasMalformedPercentEncoding, MALFORMED_PATH_MESSAGE } from './gateway/http/malformed-path';

/**
 * Next decodes a dynamic route's parameters before the route runs, and answers a path it cannot
 * decode (`/api/v1/accounts/%E0%A4%A`) with its HTML 400 page. Under /api/v1 the answer must be
 * the gateway's JSON error shape, so such a path is answered here, before the routing.
 */
export function proxy(request: NextRequest): NextResponse {
  if (!hasMalformedPercentEncoding(request.nextUrl.pathname)) return NextResponse.next();
  return NextResponse.json({ message: MALFORMED_PATH_MESSAGE, statusCode: 400 }, { status: 400 });
}

export const config = {
  // Only paths with a % in them: Next copies the body of every request a proxy sees, which
  // would undo the gateway's body limit for ordinary calls.
  matcher: '/api/v1/:path(.*%.*)',
};
