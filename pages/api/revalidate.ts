import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import {
  countBlogPages,
  listCmsPaths,
  pathsToRevalidate,
  storyWebhookSchema,
} from '@/features/cms-page/server';
import { getServerConfig } from '@/lib/config';

function secretMatches(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const fail = (res: NextApiResponse, statusCode: number, message: string) =>
  res.status(statusCode).json({ message, statusCode });

/** Storyblok's webhook: regenerate the changed story's page and the lists that show it. */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return fail(res, 405, 'Send the webhook as a POST request.');
  }
  const given = req.query.secret ?? req.headers['x-revalidate-secret'];
  if (!secretMatches(given, getServerConfig().revalidateSecret)) {
    return fail(res, 401, 'The revalidation secret is missing or wrong.');
  }
  const body = storyWebhookSchema.safeParse(req.body);
  if (!body.success) {
    return fail(res, 400, body.error.issues.map((issue) => issue.message).join('; '));
  }

  const [blogPages, allPaths] = await Promise.all([countBlogPages(), listCmsPaths()]);
  const paths = pathsToRevalidate(body.data.full_slug, { blogPages, allPaths });
  await Promise.all(paths.map((path) => res.revalidate(path)));
  return res.status(200).json({ revalidated: paths });
}
