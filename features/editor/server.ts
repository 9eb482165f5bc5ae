// The editor feature's server-side entry point: preview on and off, the local editor's API.
export { allowDraftCookieInEditorFrame } from './draft-mode-cookies';
export { decidePreview, previewPath } from './preview-request';
export { previewModeFor } from './preview-mode';
export { editorAccessOf } from './api/editor-route';
export { createStoryRoutes } from './api/story-routes';
export { createSessionRoute } from './api/session-route';
export { createPreviewRoute } from './api/preview-route';
export { createAssetRoutes } from './api/asset-routes';
export { editorSignInPageResult } from './sign-in/sign-in-page';
export { guardEditorPage, type GuardedEditorProps } from './api/editor-page-guard';
