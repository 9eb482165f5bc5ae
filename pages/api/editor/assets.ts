import { createAssetRoutes } from '@/features/editor/server';
import { getServerConfig } from '@/lib/config';
import { localSpaceDir } from '@/lib/content/content-service';

export default createAssetRoutes({ config: getServerConfig, spaceDir: localSpaceDir });

// An image of up to 5 MB is about 6.7 MB as base64: the limit leaves room, so the route
// itself answers a slightly larger one with its own message rather than Next's.
export const config = { api: { bodyParser: { sizeLimit: '8mb' } } };
