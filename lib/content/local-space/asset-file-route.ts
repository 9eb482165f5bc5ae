import type { NextApiRequest, NextApiResponse } from 'next';
import { createAssetStore } from './asset-store';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * `/api/content/assets/[file]`: the space's uploaded images, for every page that shows one.
 * A route rather than `public/`, which serves only what was there at build time; the content
 * hash in each name means a file never changes, so browsers and CDNs keep it for a year.
 */
export function createAssetFileRoute({ spaceDir }: { spaceDir: () => string }) {
  return function assetFile(req: NextApiRequest, res: NextApiResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return void res
        .status(405)
        .json({ message: 'Images are fetched with GET.', statusCode: 405 });
    }
    const name = typeof req.query.file === 'string' ? req.query.file : '';
    const file = createAssetStore({ root: spaceDir() }).file(name);
    if (!file)
      return void res.status(404).json({ message: 'There is no such image.', statusCode: 404 });
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', file.data.byteLength);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    res.status(200).end(req.method === 'HEAD' ? undefined : file.data);
  };
}
