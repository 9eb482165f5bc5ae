import { join } from 'node:path';
import type StoryblokClient from 'storyblok-js-client';
import { getServerConfig } from '../config';
import { createContentApi, type ContentApi, type ContentVersion } from './api';
import { createContentClient } from './client';
import { createLocalSpaceFetch } from './local-space/local-fetch';

/** Where the embedded content space lives, and the base URL its in-process fetch answers. */
export const localSpaceDir = () =>
  getServerConfig().content.localDir ?? join(process.cwd(), 'content');
const LOCAL_ENDPOINT = 'http://embedded-space.invalid/v2';

let service: ContentApi | undefined;

function createService(): ContentApi {
  const { environment, content } = getServerConfig();
  const clients = new Map<ContentVersion, StoryblokClient>();

  const clientFor = (version: ContentVersion) => {
    const existing = clients.get(version);
    if (existing) return existing;
    const client =
      content.source === 'local'
        ? createContentClient({
            accessToken: 'embedded',
            endpoint: LOCAL_ENDPOINT,
            fetch: createLocalSpaceFetch(localSpaceDir(), {
              cache: process.env.NODE_ENV === 'production',
            }),
            rateLimit: 1000,
          })
        : createContentClient({
            accessToken:
              (version === 'draft' && content.storyblokPreviewToken) ||
              content.storyblokToken ||
              '',
            region: content.storyblokRegion,
            endpoint: content.storyblokApiUrl,
          });
    clients.set(version, client);
    return client;
  };

  return createContentApi({ clientFor, draftByDefault: environment !== 'production' });
}

/** The content service of this deployment: the embedded space or Storyblok, per CONTENT_SOURCE. */
export function contentService(): ContentApi {
  service ??= createService();
  return service;
}

export const getStory: ContentApi['getStory'] = (...args) => contentService().getStory(...args);
export const getStories: ContentApi['getStories'] = (...args) =>
  contentService().getStories(...args);
export const getAllStoryPaths: ContentApi['getAllStoryPaths'] = () =>
  contentService().getAllStoryPaths();
export const getDatasource: ContentApi['getDatasource'] = (name) =>
  contentService().getDatasource(name);
