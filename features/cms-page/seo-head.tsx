import Head from 'next/head';
import type { Seo } from '@/lib/content/seo';

export function SeoHead({ seo, noindex = false }: { seo: Seo; noindex?: boolean }) {
  return (
    <Head>
      <title>{seo.title}</title>
      {seo.description && <meta name="description" content={seo.description} />}
      <link rel="canonical" href={seo.canonical} />
      {(noindex || seo.noindex) && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="So Energy" />
      <meta property="og:title" content={seo.title} />
      {seo.description && <meta property="og:description" content={seo.description} />}
      <meta property="og:url" content={seo.canonical} />
      {seo.ogImage && <meta property="og:image" content={seo.ogImage} />}
      <meta name="twitter:card" content={seo.ogImage ? 'summary_large_image' : 'summary'} />
    </Head>
  );
}
