import type { NextApiRequest, NextApiResponse } from 'next';
import { allowDraftCookieInEditorFrame, previewPath } from '@/features/editor/server';

export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  const slug = typeof req.query.slug === 'string' ? req.query.slug : '';
  res.setDraftMode({ enable: false });
  allowDraftCookieInEditorFrame(res);
  res.redirect(307, previewPath(slug) ?? '/');
}
