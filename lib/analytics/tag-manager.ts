/** A Google Tag Manager container id, e.g. GTM-ABC1234. */
export const tagManagerIdPattern = /^GTM-[A-Z0-9]+$/;

/**
 * Google's container loader, written to run after the consent default. The container script it
 * adds carries this script's CSP nonce, so a nonce-based policy lets it (and the tags it loads
 * with that nonce) run.
 */
export function tagManagerScript(containerId: string): string {
  if (!tagManagerIdPattern.test(containerId)) {
    throw new Error(`"${containerId}" is not a Google Tag Manager container id (GTM-…).`);
  }
  return (
    '(function(w,d,id){' +
    "w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" +
    "var s=d.createElement('script'),n=d.currentScript&&d.currentScript.nonce;" +
    "s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id='+id;if(n)s.nonce=n;" +
    'd.head.appendChild(s);' +
    `})(window,document,${JSON.stringify(containerId)});`
  );
}
