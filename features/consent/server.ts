// The consent feature's server-side entry point: next.config.ts hashes the head scripts.
export { consentHeadScripts, type InlineScript } from './head-script-texts';
