import { tagManagerScript } from '@/lib/analytics/tag-manager';
import { consentModeScript } from './consent-mode-script';

interface ConsentHeadScriptsProps {
  /** The request's CSP nonce, when a Content-Security-Policy uses one. */
  nonce?: string;
  /** Google Tag Manager container; without one no tag manager is loaded. */
  tagManagerId?: string;
}

/**
 * For the document head, before any other script: the Consent Mode default, then the tag
 * manager. There is no <noscript> container: without JavaScript no choice can be made, so no
 * tag may run.
 */
export function ConsentHeadScripts({ nonce, tagManagerId }: ConsentHeadScriptsProps) {
  return (
    <>
      <script
        id="consent-mode-default"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: consentModeScript() }}
      />
      {tagManagerId && (
        <script
          id="tag-manager"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: tagManagerScript(tagManagerId) }}
        />
      )}
    </>
  );
}
