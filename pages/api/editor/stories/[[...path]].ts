import { checkStoryDraft } from '@/blocks/story-check';
import { regenerateStoryPages } from '@/features/cms-page/server';
import { createStoryRoutes } from '@/features/editor/server';
import { getServerConfig } from '@/lib/config';
import { localSpaceDir } from '@/lib/content/content-service';

export default createStoryRoutes({
  checkDraft: checkStoryDraft,
  regenerate: regenerateStoryPages,
  config: getServerConfig,
  spaceDir: localSpaceDir,
});
