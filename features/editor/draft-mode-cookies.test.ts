import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { allowDraftCookieInEditorFrame } from './draft-mode-cookies';

it('makes only the draft-mode cookie usable in the editor’s cross-site iframe', () => {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.setHeader('Set-Cookie', [
    '__prerender_bypass=abc; Path=/; HttpOnly; SameSite=Lax',
    'other=1; Path=/; SameSite=Lax',
  ]);

  allowDraftCookieInEditorFrame(res);

  expect(res.getHeader('Set-Cookie')).toEqual([
    '__prerender_bypass=abc; Path=/; HttpOnly; SameSite=None; Secure; Partitioned',
    'other=1; Path=/; SameSite=Lax',
  ]);
});
