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
          navigation: { header: expect.any(Array) },
          featureFlags: { prospectSwitchJourneyEnabled: true, renewalPromotionEnabled: true },
        },
      },
      revalidate: 5,
    });
  });

  it('hands pages the chrome parsed, only what the layout shows, as JSON that reads back the same', async () => {
    const result = await withSiteChrome()(context);
    const chrome = 'props' in result ? result.props.siteChrome : undefined;
    const json = JSON.stringify(chrome);
    // Fields the layout does not use (the story's own, each link's Storyblok details) stay on
    // the server: the raw navigation story is over 16 KB, the parsed one about 11.
    expect(json).not.toMatch(/"linktype"|"cached_url"|"fieldtype"/);
    expect(json.length).toBeLessThan(12_000);
    expect(JSON.parse(json)).toStrictEqual(chrome);
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
