import { renderToStaticMarkup } from 'react-dom/server';
import { consentHeadScripts } from './head-script-texts';
import { ConsentHeadScripts } from './head-scripts';

function scriptsIn(markup: string): HTMLScriptElement[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return Array.from(template.content.querySelectorAll('script'));
}

describe('ConsentHeadScripts', () => {
  it('adds only the consent default when no tag manager is configured', () => {
    const scripts = scriptsIn(renderToStaticMarkup(<ConsentHeadScripts />));
    expect(scripts.map((script) => script.id)).toEqual(['consent-mode-default']);
    expect(scripts[0]?.textContent).toContain("gtag('consent','default'");
  });

  it('adds the tag manager after the default', () => {
    const scripts = scriptsIn(
      renderToStaticMarkup(<ConsentHeadScripts tagManagerId="GTM-ABC1234" />),
    );
    expect(scripts.map((script) => script.id)).toEqual(['consent-mode-default', 'tag-manager']);
    expect(scripts[1]?.textContent).toContain('"GTM-ABC1234"');
  });

  it('renders exactly the texts the Content-Security-Policy hashes', () => {
    const scripts = scriptsIn(
      renderToStaticMarkup(<ConsentHeadScripts tagManagerId="GTM-ABC1234" />),
    );
    expect(scripts.map((script) => script.textContent)).toEqual(
      consentHeadScripts('GTM-ABC1234').map((script) => script.text),
    );
  });
});
