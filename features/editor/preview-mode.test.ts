import { previewModeFor } from './preview-mode';

describe('previewModeFor', () => {
  it('shows published pages outside draft mode', () => {
    expect(previewModeFor(false, 'local')).toBe(false);
    expect(previewModeFor(undefined, 'storyblok')).toBe(false);
  });

  it('answers the embedded space’s drafts to this site’s editor, Storyblok’s to Storyblok’s', () => {
    expect(previewModeFor(true, 'local')).toBe('local-editor');
    expect(previewModeFor(true, 'storyblok')).toBe('storyblok');
  });
});
