import { consentHeadScripts } from './head-script-texts';

interface ConsentHeadScriptsProps {
  /** Google Tag Manager container; without one no tag manager is loaded. */
  tagManagerId?: string;
}

/**
 * For the document head, before any other script: the Consent Mode default, then the tag
 * manager. The Content-Security-Policy lets them run by their hashes (next.config.ts). There is
 * no <noscript> container: without JavaScript no choice can be made, so no tag may run.
 */
export function ConsentHeadScripts({ tagManagerId }: ConsentHeadScriptsProps) {
  return (
    <>
      {consentHeadScripts(tagManagerId).map(({ id, text }) => (
        <script key={id} id={id} dangerouslySetInnerHTML={{ __html: text }} />
      ))}
    </>
  );
}
