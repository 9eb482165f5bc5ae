import {
  decideEditorAccess,
  isLoopback,
  isLoopbackHost,
  type EditorRequest,
} from './editor-access';

const request = (overrides: Partial<EditorRequest>): EditorRequest => ({
  environment: 'production',
  editorEnabled: true,
  remoteAddress: '203.0.113.9',
  host: 'localhost:3000',
  signedInEditor: null,
  writes: false,
  crossSite: false,
  ...overrides,
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.10.0.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:192.168.1.4', false],
    ['192.168.1.4', false],
    ['128.0.0.1', false],
    ['fe80::1', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['localhost:3000', true],
    ['LOCALHOST', true],
    ['127.0.0.1:3998', true],
    ['[::1]:3000', true],
    ['evil.example', false],
    ['evil.example:3000', false],
    ['localhost.evil.example:3000', false],
    ['127.0.0.1.nip.io:3000', false],
    ['127.0.0.2:3000', false],
    [undefined, false],
  ])('%s is a loopback host: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('who may use the editor', () => {
  it.each<[string, Partial<EditorRequest>, ReturnType<typeof decideEditorAccess>]>([
    [
      'development, from this machine',
      { environment: 'development', editorEnabled: false, remoteAddress: '::1' },
      { allowed: true, who: 'local developer' },
    ],
    [
      'development, from this machine under another name (DNS rebinding)',
      { environment: 'development', remoteAddress: '127.0.0.1', host: 'evil.example:3000' },
      { allowed: false, status: 403, message: expect.stringContaining('localhost, 127.0.0.1') },
    ],
    [
      'development, from another machine on the network',
      { environment: 'development', remoteAddress: '192.168.1.20', signedInEditor: 'ed@so.energy' },
      { allowed: false, status: 403, message: expect.stringContaining('this computer only') },
    ],
    [
      'development, a cross-site write from this machine',
      { environment: 'development', remoteAddress: '127.0.0.1', writes: true, crossSite: true },
      { allowed: false, status: 403, message: expect.stringContaining('another website') },
    ],
    [
      'production with the editor off, even signed in',
      { editorEnabled: false, signedInEditor: 'ed@so.energy' },
      { allowed: false, status: 404, message: expect.any(String) },
    ],
    [
      'staging with the editor on, nobody signed in',
      { environment: 'staging' },
      { allowed: false, status: 401, message: 'Please sign in to the editor.' },
    ],
    [
      'production with the editor on, signed in',
      { signedInEditor: 'ed@so.energy', writes: true },
      { allowed: true, who: 'ed@so.energy' },
    ],
    [
      'production, signed in, a cross-site write',
      { signedInEditor: 'ed@so.energy', writes: true, crossSite: true },
      { allowed: false, status: 403, message: expect.stringContaining('another website') },
    ],
    [
      'production, signed in, a cross-site read',
      { signedInEditor: 'ed@so.energy', crossSite: true },
      { allowed: true, who: 'ed@so.energy' },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(decideEditorAccess(request(overrides))).toEqual(expected);
  });
});
