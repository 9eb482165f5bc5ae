// next.config.ts loads this module and what it imports, and its loader resolves `@/` paths only
// in next.config.ts itself: relative imports here and in consent-mode-script.ts's own imports.
import { tagManagerScript } from '../../lib/analytics/tag-manager';
import { consentModeScript } from './consent-mode-script';

export interface InlineScript {
  id: string;
  text: string;
}

/**
 * The inline scripts at the top of every page's head, in order: the Consent Mode default, then
 * the tag manager's loader when a container is configured. `_document` renders these texts and
 * next.config.ts hashes these same texts into the Content-Security-Policy, so the two cannot
 * drift apart.
 */
export function consentHeadScripts(tagManagerId: string | undefined): readonly InlineScript[] {
  return [
    { id: 'consent-mode-default', text: consentModeScript() },
    ...(tagManagerId ? [{ id: 'tag-manager', text: tagManagerScript(tagManagerId) }] : []),
  ];
}
