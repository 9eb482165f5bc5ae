import type { NextApiRequest, NextApiResponse } from 'next';
import { getServerConfig } from '@/lib/config';
import { localSpaceDir } from '@/lib/content/content-service';
import { serveLocalSpace } from '@/lib/content/local-space/http-handler';
import { createLocalSpaceFetch } from '@/lib/content/local-space/local-fetch';

const fetchFromSpace = createLocalSpaceFetch(localSpaceDir(), {
  cache: process.env.NODE_ENV === 'production',
});

export default async function localSpaceApi(req: NextApiRequest, res: NextApiResponse) {
  const { environment, content } = getServerConfig();
  await serveLocalSpace(req, res, {
    fetchFromSpace,
    draftToken: content.storyblokPreviewToken,
    draftsAreOpen: environment === 'development',
  });
}
