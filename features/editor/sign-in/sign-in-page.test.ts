import { signEditorSession } from '../access/editor-session';
import type { EditorConfig, EditorHttpRequest } from '../routes/editor-route';
import { editorSignInPageResult } from './sign-in-page';

const SECRET = 's'.repeat(32);
const EDITOR = { email: 'ed@so.energy', name: 'Ed', passwordHash: 'unused here' };

const config = (environment: EditorConfig['environment'], enabled: boolean): EditorConfig => ({
  environment,
  siteUrl: 'https://www.so.energy',
  editor: { enabled, editors: [EDITOR], sessionSecret: enabled ? SECRET : undefined },
});

const request = (cookies: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
  ({
    method: 'GET',
    headers: {},
    cookies,
    socket: { remoteAddress },
  }) as unknown as EditorHttpRequest;

const redirectTo = (destination: string) => ({ redirect: { destination, permanent: false } });

describe('the editor sign-in page decides', () => {
  it('that it does not exist where the editor is off', async () => {
    for (const environment of ['production', 'staging'] as const)
      expect(
        await editorSignInPageResult(request(), undefined, config(environment, false)),
      ).toEqual({ notFound: true });
  });

  it('that development needs no sign-in: straight on to the editor', async () => {
    const development = config('development', false);
    expect(
      await editorSignInPageResult(request({}, '127.0.0.1'), '/editor/stories/4', development),
    ).toEqual(redirectTo('/editor/stories/4'));
    expect(await editorSignInPageResult(request(), undefined, development)).toEqual(
      redirectTo('/editor'),
    );
  });

  it('to show the form to someone not signed in, and send a signed-in editor on', async () => {
    const production = config('production', true);
    expect(await editorSignInPageResult(request(), '/editor', production)).toEqual({ props: {} });
    const signedIn = request({ editor_session: await signEditorSession(EDITOR, SECRET) });
    expect(await editorSignInPageResult(signedIn, '/editor/stories/9', production)).toEqual(
      redirectTo('/editor/stories/9'),
    );
    expect(await editorSignInPageResult(signedIn, 'https://evil.example', production)).toEqual(
      redirectTo('/editor'),
    );
  });
});
