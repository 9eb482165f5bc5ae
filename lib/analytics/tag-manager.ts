/** A Google Tag Manager container id, e.g. GTM-ABC1234. */
export const tagManagerIdPattern = /^GTM-[A-Z0-9]+$/;

/** Where the tag manager's container script comes from (the Content-Security-Policy allows it). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** Google's container loader, written to run after the consent default. */
export function tagManagerScript(containerId: string): string {
  if (!tagManagerIdPattern.test(containerId)) {
    throw new Error(`"${containerId}" is not a Google Tag Manager container id (GTM-…).`);
  }
  return (
    '(function(w,d,id){' +
    "w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" +
    "var s=d.createElement('script');" +
    `s.async=true;s.src='${TAG_MANAGER_ORIGIN}/gtm.js?id='+id;` +
    'd.head.appendChild(s);' +
    `})(window,document,${JSON.stringify(containerId)});`
  );
}
