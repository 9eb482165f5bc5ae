export { PreviewBadge } from './preview-badge';
export { useLiveStory, type LoadLiveStoryParser } from './use-live-story';
export type { PreviewMode } from './preview-mode';
