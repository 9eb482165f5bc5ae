import { defaultConsent } from '../../lib/analytics/consent-mode';
import { consentTypesByCategory } from './consent-mode';
import { PREFERENCES_COOKIE } from './saved-preferences';

/**
 * Set on the root element by the head script when the visitor's choice is saved: the cookie
 * banner, which every static page carries, is hidden by it before the page first paints.
 */
export const SAVED_CHOICE_ATTRIBUTE = 'data-cookie-choice-saved';

/**
 * The first script on every page, inline in the document head so it runs before any tag can
 * load: the Consent Mode default (everything denied but security storage), then, for a returning
 * visitor, an update from their saved choice, and the mark that hides the banner
 * (SAVED_CHOICE_ATTRIBUTE). It reads the cookie as decodePreferences does (a
 * list of `{ id, value }` with known ids and boolean values, else nothing) so the two agree.
 */
export function consentModeScript(): string {
  const cookiePattern = new RegExp(`(?:^|; )${PREFERENCES_COOKIE}=([^;]*)`);
  return (
    '(function(w,d){' +
    'w.dataLayer=w.dataLayer||[];function gtag(){w.dataLayer.push(arguments)}' +
    `gtag('consent','default',${JSON.stringify(defaultConsent)});` +
    `var m=d.cookie.match(${cookiePattern.toString()}),p;if(!m)return;` +
    'try{p=JSON.parse(decodeURIComponent(m[1]))}catch(e){return}' +
    `var t=${JSON.stringify(consentTypesByCategory)},v={},u={},k,i,c;` +
    'if(!Array.isArray(p))return;' +
    'for(i=0;i<p.length;i++){c=p[i];' +
    "if(!c||!Object.prototype.hasOwnProperty.call(t,c.id)||typeof c.value!=='boolean')return;" +
    'v[c.id]=c.value}' +
    "for(k in t)for(i=0;i<t[k].length;i++)u[t[k][i]]=v[k]?'granted':'denied';" +
    "gtag('consent','update',u);" +
    `d.documentElement.setAttribute('${SAVED_CHOICE_ATTRIBUTE}','')` +
    '})(window,document);'
  );
}
