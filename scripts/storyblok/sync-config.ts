import { createManagementApiClient } from '@storyblok/management-api-client';
import * as z from 'zod';

const REGIONS = ['eu', 'us', 'ca', 'ap', 'cn'] as const;

const managementEnvSchema = z.object({
  STORYBLOK_MANAGEMENT_TOKEN: z
    .string({ error: 'a personal access token is required' })
    .min(1, 'a personal access token is required'),
  STORYBLOK_SPACE_ID: z.coerce
    .number({ error: 'the space’s number is required, e.g. 287654' })
    .int()
    .positive('the space’s number, e.g. 287654'),
  STORYBLOK_REGION: z.enum(REGIONS).default('eu'),
  STORYBLOK_MANAGEMENT_API_URL: z.url().optional(),
});

export type ManagementConfig = z.infer<typeof managementEnvSchema>;

export class SyncConfigError extends Error {
  override name = 'SyncConfigError';
}

/** The Management API settings from the environment; a SyncConfigError names each bad key. */
export function managementConfig(env: Record<string, string | undefined>): ManagementConfig {
  const result = managementEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const keys = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new SyncConfigError(`Set ${keys.join('; ')}`);
}

export interface ClientOptions {
  /** Requests per second before Storyblok's own limit; false for a local test server. */
  rateLimit?: number | false;
}

/**
 * The typed Management API client for the space. An override URL may end in `/v1`, as
 * Storyblok documents its base: the client's paths carry the version themselves.
 */
export function spaceClient(config: ManagementConfig, { rateLimit }: ClientOptions = {}) {
  const baseUrl = config.STORYBLOK_MANAGEMENT_API_URL?.replace(/\/v1\/?$/, '');
  return createManagementApiClient<true>({
    personalAccessToken: config.STORYBLOK_MANAGEMENT_TOKEN,
    spaceId: config.STORYBLOK_SPACE_ID,
    region: config.STORYBLOK_REGION,
    throwOnError: true,
    ...(baseUrl ? { baseUrl } : {}),
    ...(rateLimit === undefined ? {} : { rateLimit }),
  });
}

export type SpaceClient = ReturnType<typeof spaceClient>;
