import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { editorAccessOf, type EditorConfig } from './editor-route';

/**
 * An editor page's props: its own, or the refusal it shows instead (development, from another
 * machine), as EditorRefusal.
 */
export type GuardedEditorProps<Props> = { refusal: string } | ({ refusal: null } & Props);

/** Where a page sends an editor who is not signed in, to come back to `path` after. */
const editorLoginPath = (path: string) => `/editor/login?next=${encodeURIComponent(path)}`;

/**
 * getServerSideProps for an editor page: not found while the editor is off, the sign-in for
 * whoever has not signed in, the refusal for another machine in development, and otherwise
 * the page's own props for the editor `who`.
 */
export async function guardEditorPage<Props extends object>(
  { req, resolvedUrl }: Pick<GetServerSidePropsContext, 'req' | 'resolvedUrl'>,
  config: EditorConfig,
  pageProps: (who: string) => Props | Promise<Props>,
): Promise<GetServerSidePropsResult<GuardedEditorProps<Props>>> {
  const access = await editorAccessOf(req, config);
  if (access.allowed) return { props: { refusal: null, ...(await pageProps(access.who)) } };
  switch (access.status) {
    case 404:
      return { notFound: true };
    case 401:
      return { redirect: { destination: editorLoginPath(resolvedUrl), permanent: false } };
    case 403:
      return { props: { refusal: access.message } };
  }
}
