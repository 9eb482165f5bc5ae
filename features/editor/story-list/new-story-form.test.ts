import { GatewayError } from '@/lib/gateway/gateway-error';
import { describeNewStoryFailure } from './new-story-form';

describe('describeNewStoryFailure', () => {
  it('puts a taken slug beside the slug', () => {
    expect(
      describeNewStoryFailure(new GatewayError('A story already has the slug "about".', 409)),
    ).toEqual({
      message: null,
      fields: [{ name: 'slug', message: 'A story already has the slug "about".' }],
    });
  });

  it('puts the fields the API names beside them, and anything else on the form', () => {
    const invalid = new GatewayError('The request was not understood.', 400, {
      fields: [{ path: 'slug', message: 'Use lower-case letters, digits and hyphens only.' }],
    });
    expect(describeNewStoryFailure(invalid).fields).toEqual([
      { name: 'slug', message: 'Use lower-case letters, digits and hyphens only.' },
    ]);
    expect(describeNewStoryFailure(new GatewayError('The editor is busy.', 503))).toEqual({
      message: 'The editor is busy.',
      fields: [],
    });
  });
});
