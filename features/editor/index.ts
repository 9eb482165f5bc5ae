export { PreviewBadge } from './preview-badge';
export { useLiveStory } from './use-live-story';
