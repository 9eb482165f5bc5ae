import { createPreviewRoute } from '@/features/editor/server';
import { getServerConfig } from '@/lib/config';
import { localSpaceDir } from '@/lib/content/content-service';

export default createPreviewRoute({ config: getServerConfig, spaceDir: localSpaceDir });
