import type { GetServerSideProps } from 'next';
import { buildRobots } from '@/features/cms-page/server';
import { getDatasource } from '@/lib/content/content-service';
import { publicConfig } from '@/lib/public-config';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const entries = await getDatasource('robots');
  const rules = entries.map((entry) => ({ directive: entry.name, path: entry.value }));
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(buildRobots(rules, publicConfig));
  return { props: {} };
};

export default function Robots() {
  return null;
}
