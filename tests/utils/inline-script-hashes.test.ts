import { createHash } from 'node:crypto';
import { inlineScriptHashesIn } from './inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashesIn', () => {
  it('hashes each inline script’s text as served, and nothing loaded by src or only data', () => {
    const html =
      '<head><script id="a">one()</script><script src="/main.js"></script>' +
      '<script id="__NEXT_DATA__" type="application/json">{"page":"/"}</script>' +
      '<script type="application/ld+json">{"@type":"FAQPage"}</script>' +
      '<script>\n  two("&amp;")\n</script></head>';
    expect(inlineScriptHashesIn(html)).toEqual([sha256('one()'), sha256('\n  two("&amp;")\n')]);
  });
});
