import type { NextApiRequest, NextApiResponse } from 'next';
import { getServerConfig } from '@/lib/config';
import { allowDraftCookieInEditorFrame, decidePreview } from '@/features/editor/server';

/** Entry point of the visual editor and of shared preview links: turns on draft mode. */
export default function preview(req: NextApiRequest, res: NextApiResponse) {
  const { content, previewSecret } = getServerConfig();
  const url = new URL(req.url ?? '/', 'http://localhost');
  const decision = decidePreview(
    url,
    { previewToken: content.storyblokPreviewToken, previewSecret },
    Date.now(),
  );
  if (!decision.ok) {
    res.status(decision.status).json({ message: decision.message, statusCode: decision.status });
    return;
  }
  res.setDraftMode({ enable: true });
  allowDraftCookieInEditorFrame(res);
  res.redirect(307, decision.location);
}
