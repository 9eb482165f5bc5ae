// The editor feature's server-side entry point: turning preview on and off in API routes.
export { allowDraftCookieInEditorFrame } from './draft-mode-cookies';
export { decidePreview, previewPath } from './preview-request';
export { editorAccessOf } from './api/editor-route';
export { createStoryRoutes } from './api/story-routes';
export { createSessionRoute } from './api/session-route';
