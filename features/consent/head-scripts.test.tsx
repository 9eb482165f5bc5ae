import { renderToStaticMarkup } from 'react-dom/server';
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
    expect(scripts[0]?.hasAttribute('nonce')).toBe(false);
  });

  it('adds the tag manager after the default, both with the CSP nonce', () => {
    const scripts = scriptsIn(
      renderToStaticMarkup(<ConsentHeadScripts nonce="n0nce" tagManagerId="GTM-ABC1234" />),
    );
    expect(scripts.map((script) => script.id)).toEqual(['consent-mode-default', 'tag-manager']);
    expect(scripts.map((script) => script.getAttribute('nonce'))).toEqual(['n0nce', 'n0nce']);
    expect(scripts[1]?.textContent).toContain('"GTM-ABC1234"');
  });
});
