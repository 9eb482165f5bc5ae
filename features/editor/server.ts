// The editor feature's server-side entry point: preview on and off, the local editor's API.
export { allowDraftCookieInEditorFrame } from './draft-mode-cookies';
export { decidePreview, previewPath } from './preview-request';
export { previewModeFor } from './preview-mode';
export { editorAccessOf } from './routes/editor-route';
export { createStoryRoutes } from './routes/story-routes';
export { createSessionRoute } from './routes/session-route';
export { createPreviewRoute } from './routes/preview-route';
export { createAssetRoutes } from './routes/asset-routes';
export { editorSignInPageResult } from './sign-in/sign-in-page';
export { guardEditorPage, type GuardedEditorProps } from './routes/editor-page-guard';
