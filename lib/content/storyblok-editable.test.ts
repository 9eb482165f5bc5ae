import { storyblokEditable as storyblokOwn } from '@storyblok/react';
import { storyblokEditable } from './storyblok-editable';

const meta = { name: 'hero', space: '1', uid: 'd2077f5c19b5', id: '101' };
const marked = { _editable: `<!--#storyblok#${JSON.stringify(meta)}-->` };

describe('storyblokEditable', () => {
  it('gives the bridge the blok’s marker and its story-and-uid key', () => {
    expect(storyblokEditable(marked)).toEqual({
      'data-blok-c': JSON.stringify(meta),
      'data-blok-uid': '101-d2077f5c19b5',
    });
  });

  it.each([
    ['no marker', {}],
    ['an empty marker', { _editable: '' }],
    ['a marker that is not JSON', { _editable: '<!--#storyblok#{oops-->' }],
    ['a marker of another kind', { _editable: '<!-- hello -->' }],
    ['a marker holding no object', { _editable: '<!--#storyblok#null-->' }],
  ])('gives nothing for %s', (_case, blok) => {
    expect(storyblokEditable(blok)).toEqual({});
  });

  it('answers as @storyblok/react’s own does, which the bridge was written for', () => {
    for (const blok of [marked, {}, { _editable: '<!--#storyblok#{oops-->' }]) {
      expect(storyblokEditable(blok)).toEqual(storyblokOwn(blok));
    }
  });
});
