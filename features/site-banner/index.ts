export { bannerConfigSchema } from './schema';
export type { BannerConfig } from './schema';
export { isBannerVisible } from './visibility';
export { SiteBanner } from './site-banner';
