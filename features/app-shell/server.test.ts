// @vitest-environment node
import { withSiteChrome } from './server';

const context = { params: {}, draftMode: false };

describe('withSiteChrome', () => {
  it('adds the site chrome to the page’s own props, keeping its revalidation', async () => {
    const getStaticProps = withSiteChrome(async () => ({
      props: { title: 'Tips' },
      revalidate: 5,
    }));
    const result = await getStaticProps(context);
    expect(result).toMatchObject({
      props: {
        title: 'Tips',
        siteChrome: {
          navigation: { component: 'navigation' },
          featureFlags: { prospectSwitchJourneyEnabled: true, renewalPromotionEnabled: true },
        },
      },
      revalidate: 5,
    });
  });

  it('gives a page with no data of its own just the chrome, refreshed every minute', async () => {
    const result = await withSiteChrome()(context);
    expect(result).toMatchObject({ props: { siteChrome: { navigation: {} } }, revalidate: 60 });
    expect(Object.keys('props' in result ? result.props : {})).toEqual(['siteChrome']);
  });

  it('passes a missing page or a redirect through untouched', async () => {
    const notFound = { notFound: true, revalidate: 60 } as const;
    const redirect = { redirect: { destination: '/accounts', permanent: false } };
    expect(await withSiteChrome(async () => notFound)(context)).toEqual(notFound);
    expect(await withSiteChrome(async () => redirect)(context)).toEqual(redirect);
  });
});
