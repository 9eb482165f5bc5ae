import { editorReturnPath } from './editor-return-path';

describe('editorReturnPath', () => {
  it.each([
    ['/editor', '/editor'],
    ['/editor/stories/101?tab=history', '/editor/stories/101?tab=history'],
    [['/editor/stories/7', '/elsewhere'], '/editor/stories/7'],
  ])('keeps the editor page %j', (next, path) => {
    expect(editorReturnPath(next)).toBe(path);
  });

  it.each([
    undefined,
    '',
    '/about',
    '/editorial',
    '/editor/login',
    'https://evil.example/editor',
    '//evil.example/editor',
    '/\\evil.example/editor',
    'javascript:alert(1)',
  ])('sends %j to the editor home instead', (next) => {
    expect(editorReturnPath(next)).toBe('/editor');
  });
});
