import type { GetServerSideProps } from 'next';
import { buildSitemap, listCmsPaths } from '@/features/cms-page/server';
import { publicConfig } from '@/lib/public-config';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const paths = await listCmsPaths();
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(buildSitemap(paths, publicConfig.siteUrl));
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
