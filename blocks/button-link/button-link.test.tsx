import { screen } from '@testing-library/react';
import { makePageContext, renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';
import { buttonLinkSchema } from './schema';

const button = (overrides: object) => ({ ...fixture, carry_route_id: undefined, ...overrides });

it('links to a story by its path', () => {
  renderBlok(button({ link: { linktype: 'story', cached_url: 'moving-home', id: 'u1' } }));
  expect(screen.getByRole('link', { name: 'Get your quote' })).toHaveAttribute(
    'href',
    '/moving-home',
  );
});

it('passes the page’s route id on to the journey it opens', () => {
  renderBlok(fixture, { pageContext: makePageContext({ routeParam: 'SAM-2026' }) });
  expect(screen.getByRole('link', { name: 'Get your quote' })).toHaveAttribute(
    'href',
    '/energy/quote?referral=SAM-2026',
  );
});

it('never hands the route id to another site', () => {
  renderBlok(
    button({ carry_route_id: 'referral', link: { linktype: 'url', url: 'https://example.com/x' } }),
    {
      pageContext: makePageContext({ routeParam: 'SAM-2026' }),
    },
  );
  const link = screen.getByRole('link', { name: 'Get your quote' });
  expect(link).toHaveAttribute('href', 'https://example.com/x');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

it('is not rendered when its link is unsafe', () => {
  renderBlok(button({ link: { linktype: 'url', url: 'javascript:alert(1)' } }));
  expect(screen.queryByRole('link')).toBeNull();
});

it('takes a blank "pass the id on as", as Storyblok and the editor send it, for none', () => {
  renderBlok(button({ carry_route_id: '' }), {
    pageContext: makePageContext({ routeParam: 'SAM-2026' }),
  });
  expect(screen.getByRole('link', { name: 'Get your quote' })).toHaveAttribute(
    'href',
    '/energy/quote',
  );
});

it('still refuses a query parameter name that is not lower-case', () => {
  expect(buttonLinkSchema.safeParse(button({ carry_route_id: 'Referral' })).success).toBe(false);
});
