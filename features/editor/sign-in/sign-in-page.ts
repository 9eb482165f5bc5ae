import type { GetServerSidePropsResult } from 'next';
import { editorAccessOf, type EditorConfig, type EditorHttpRequest } from '../routes/editor-route';
import { editorReturnPath } from './editor-return-path';

/**
 * What `/editor/login` answers: nothing where the editor is off (404); straight on to the editor
 * in development (this machine needs no sign-in) or for an editor already signed in; else the
 * sign-in form.
 */
export async function editorSignInPageResult(
  req: EditorHttpRequest,
  next: unknown,
  config: EditorConfig,
): Promise<GetServerSidePropsResult<Record<string, never>>> {
  const access = await editorAccessOf(req, config);
  if (config.environment === 'development' || access.allowed)
    return { redirect: { destination: editorReturnPath(next), permanent: false } };
  if (access.status === 404 || !config.editor.sessionSecret) return { notFound: true };
  return { props: {} };
}
