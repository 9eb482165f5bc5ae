import type { NextApiRequest, NextApiResponse } from 'next';
import { regenerateStoryPages, storyWebhookSchema } from '@/features/cms-page/server';
import { requestClientAddress } from '@/lib/client-address';
import { getServerConfig } from '@/lib/config';
import { createGuessThrottle, refuseGuesser, secretMatches } from '@/lib/secret-guesses';

const wrongGuesses = createGuessThrottle();

const fail = (res: NextApiResponse, statusCode: number, message: string) =>
  res.status(statusCode).json({ message, statusCode });

/** Next keeps serving what a page showed last when regenerating it fails, so say so. */
const contentUnreachable = (what: string) =>
  `${what}: the content service did not answer. Those pages keep their last version; send the webhook again once it is back.`;

/** Storyblok's webhook: regenerate the changed story's page and the lists that show it. */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return fail(res, 405, 'Send the webhook as a POST request.');
  }
  const { revalidateSecret, trustedProxies } = getServerConfig();
  const client = requestClientAddress(req, trustedProxies);
  const waitMs = wrongGuesses.waitMs(client, Date.now());
  if (waitMs > 0) return refuseGuesser(res, waitMs);
  const given = req.query.secret ?? req.headers['x-revalidate-secret'];
  if (!secretMatches(given, revalidateSecret)) {
    wrongGuesses.recordWrongGuess(client, Date.now());
    return fail(res, 401, 'The revalidation secret is missing or wrong.');
  }
  const body = storyWebhookSchema.safeParse(req.body);
  if (!body.success) {
    return fail(res, 400, body.error.issues.map((issue) => issue.message).join('; '));
  }

  const { regenerated, stale, listed } = await regenerateStoryPages(body.data.full_slug, (path) =>
    res.revalidate(path),
  );
  if (stale.length > 0) {
    const what = listed
      ? `${stale.join(', ')} could not be regenerated`
      : 'No page was regenerated';
    return fail(res, 503, contentUnreachable(what));
  }
  return res.status(200).json({ revalidated: regenerated });
}
