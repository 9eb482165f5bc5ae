import type { NextApiRequest, NextApiResponse } from 'next';
import { allowDraftCookieInEditorFrame } from '@/features/editor/draft-mode-cookies';
import { previewPath } from '@/features/editor/preview-request';

export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  const slug = typeof req.query.slug === 'string' ? req.query.slug : '';
  res.setDraftMode({ enable: false });
  allowDraftCookieInEditorFrame(res);
  res.redirect(307, previewPath(slug) ?? '/');
}
