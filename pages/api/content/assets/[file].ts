import { localSpaceDir } from '@/lib/content/content-service';
import { createAssetFileRoute } from '@/lib/content/local-space/asset-file-route';

export default createAssetFileRoute({ spaceDir: localSpaceDir });
