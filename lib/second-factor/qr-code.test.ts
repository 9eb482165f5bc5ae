import { qrCodeSvg, svgDataUrl } from './qr-code';

describe('enrolment QR codes', () => {
  it('are an SVG of paths only, shown through a data: URL', async () => {
    const svg = await qrCodeSvg('otpauth://totp/So%20Energy:ed%40so.energy?secret=ABC');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href|on\w+=/i);
    const url = svgDataUrl(svg);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(url.split(',')[1]!, 'base64').toString('utf8')).toBe(svg);
  });
});
