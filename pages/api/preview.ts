import type { NextApiRequest, NextApiResponse } from 'next';
import { requestClientAddress } from '@/lib/client-address';
import { getServerConfig } from '@/lib/config';
import { createGuessThrottle, refuseGuesser } from '@/lib/secret-guesses';
import { allowDraftCookieInEditorFrame, decidePreview } from '@/features/editor/server';

const wrongGuesses = createGuessThrottle();

/** Entry point of the visual editor and of shared preview links: turns on draft mode. */
export default function preview(req: NextApiRequest, res: NextApiResponse) {
  const { content, previewSecret, trustedProxies } = getServerConfig();
  const client = requestClientAddress(req, trustedProxies);
  const now = Date.now();
  const waitMs = wrongGuesses.waitMs(client, now);
  if (waitMs > 0) {
    refuseGuesser(res, waitMs);
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const decision = decidePreview(
    url,
    { previewToken: content.storyblokPreviewToken, previewSecret },
    now,
  );
  if (!decision.ok) {
    if (decision.status === 401) wrongGuesses.recordWrongGuess(client, now);
    res.status(decision.status).json({ message: decision.message, statusCode: decision.status });
    return;
  }
  res.setDraftMode({ enable: true });
  allowDraftCookieInEditorFrame(res);
  res.redirect(307, decision.location);
}
