import type { GetStaticPaths, GetStaticProps } from 'next';
import { useMemo } from 'react';
import { toBlogPostSummary } from '@/blocks/blog-post-list/summaries';
import {
  PageContextProvider,
  type BlogPostsPage,
  type PageContextValue,
} from '@/blocks/page-context';
import { registry } from '@/blocks/registry';
import { renderableStory, type RenderableStory } from '@/blocks/renderable-story';
import { Blok, BlocksProvider } from '@/blocks/renderer';
import { withSiteChrome } from '@/features/app-shell/server';
import { SeoHead } from '@/features/cms-page';
import { listCmsPaths, loadCmsPage } from '@/features/cms-page/server';
import {
  PreviewBadge,
  useLiveStory,
  type LoadLiveStoryParser,
  type PreviewMode,
} from '@/features/editor';
import { previewModeFor } from '@/features/editor/server';
import { getServerConfig } from '@/lib/config';
import type { Seo } from '@/lib/content/seo';
import { storyPath } from '@/lib/content/story-path';
import { publicConfig } from '@/lib/public-config';

const REVALIDATE_SECONDS = 60;

interface CmsPageProps {
  story: RenderableStory;
  seo: Seo;
  routeParam: string | null;
  blogPosts: BlogPostsPage | null;
  preview: PreviewMode;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await listCmsPaths()).map((path) => ({
    params: { slug: path === '/' ? [] : path.slice(1).split('/') },
  })),
  fallback: 'blocking',
});

const loadPage: GetStaticProps<CmsPageProps> = async ({ params, draftMode }) => {
  const slug = params?.slug;
  const segments = Array.isArray(slug) ? slug : slug ? [slug] : [];
  const preview = previewModeFor(draftMode, getServerConfig().content.source);
  const page = await loadCmsPage(segments, { preview: Boolean(preview) });
  if (!page) return { notFound: true, revalidate: REVALIDATE_SECONDS };

  const { blogListing, story, ...rest } = page;
  const blogPosts = blogListing && {
    posts: blogListing.stories.map(toBlogPostSummary).filter((post) => post !== null),
    page: blogListing.page,
    totalPages: blogListing.totalPages,
  };
  return {
    props: { ...rest, story: renderableStory(story), blogPosts, preview },
    revalidate: REVALIDATE_SECONDS,
  };
};

export const getStaticProps = withSiteChrome(loadPage);

const loadLiveStoryParser: LoadLiveStoryParser<RenderableStory> = () =>
  import('@/blocks/renderable-story').then((module) => module.renderableLiveStory);

export default function CmsPage({
  story: loaded,
  seo,
  routeParam,
  blogPosts,
  preview,
}: CmsPageProps) {
  const story = useLiveStory(loaded, preview, loadLiveStoryParser);
  const pageContext = useMemo<PageContextValue>(
    () => ({
      story: {
        id: story.id,
        name: story.name,
        fullSlug: story.full_slug,
        publishedAt: story.first_published_at ?? story.published_at,
      },
      routeParam,
      blogPosts,
    }),
    [story, routeParam, blogPosts],
  );
  const showDiagnostics = preview || publicConfig.environment !== 'production';

  return (
    <>
      <SeoHead seo={seo} noindex={Boolean(preview)} />
      <BlocksProvider registry={registry} diagnostics={showDiagnostics ? 'visible' : 'silent'}>
        <PageContextProvider value={pageContext}>
          {story.content && <Blok blok={story.content} />}
        </PageContextProvider>
      </BlocksProvider>
      {preview && <PreviewBadge path={storyPath(story.full_slug)} />}
    </>
  );
}
