import { managementConfig, SyncConfigError } from './sync-config';

describe('managementConfig', () => {
  it('reads the token, the space and the region, EU by default', () => {
    expect(
      managementConfig({ STORYBLOK_MANAGEMENT_TOKEN: 'token', STORYBLOK_SPACE_ID: '287654' }),
    ).toEqual({
      STORYBLOK_MANAGEMENT_TOKEN: 'token',
      STORYBLOK_SPACE_ID: 287654,
      STORYBLOK_REGION: 'eu',
    });
  });

  it('names every missing or bad key at once', () => {
    expect(() => managementConfig({ STORYBLOK_REGION: 'mars' })).toThrow(SyncConfigError);
    expect(() => managementConfig({ STORYBLOK_REGION: 'mars' })).toThrow(
      /STORYBLOK_MANAGEMENT_TOKEN: a personal access token is required; STORYBLOK_SPACE_ID: .*; STORYBLOK_REGION/,
    );
  });
});
