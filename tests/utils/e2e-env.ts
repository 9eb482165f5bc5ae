/** Runtime secrets the end-to-end server starts with, so specs can act as Storyblok. */
export const E2E_SECRETS = {
  PREVIEW_SECRET: 'e2e-preview-secret-0001',
  STORYBLOK_PREVIEW_TOKEN: 'e2e-storyblok-preview-token',
  REVALIDATE_SECRET: 'e2e-revalidate-secret-0001',
};
