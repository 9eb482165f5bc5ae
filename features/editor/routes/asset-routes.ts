import type { NextApiRequest, NextApiResponse } from 'next';
import { assetUploadSchema } from '@/lib/content/asset-upload';
import { createAssetStore } from '@/lib/content/local-space/asset-store';
import { parse, runEditorHandler, type EditorConfig } from './editor-route';

export interface AssetRoutesOptions {
  config: () => EditorConfig;
  /** The embedded space's folder. */
  spaceDir: () => string;
}

/**
 * `/api/editor/assets`: GET lists the space's uploaded images, POST `{ fileName, alt, title?,
 * data }` (the image as base64) stores one and answers 201 with it as a block's asset field.
 */
export function createAssetRoutes({ config, spaceDir }: AssetRoutesOptions) {
  const store = () => createAssetStore({ root: spaceDir() });
  return async function assetApi(req: NextApiRequest, res: NextApiResponse) {
    await runEditorHandler(
      req,
      res,
      {
        GET: (_req, res) => res.status(200).json({ assets: store().list() }),
        POST: (req, res, who) => {
          const { data, ...upload } = parse(assetUploadSchema, req.body);
          const asset = store().upload({ ...upload, data: Buffer.from(data, 'base64') }, who);
          res.status(201).json({ asset });
        },
      },
      config(),
    );
  };
}
