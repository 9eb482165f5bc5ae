import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { OutboxScreen, type OutboxEmail } from '@/features/dev-outbox';
import { embeddedOutbox } from '@/gateway/embedded';
import { getServerConfig } from '@/lib/config';

interface OutboxPageProps {
  emails: OutboxEmail[] | null;
}

/** The gateway's outbox, for `npm run dev` only: any other environment answers 404. */
export const getServerSideProps: GetServerSideProps<OutboxPageProps> = async () => {
  if (getServerConfig().environment !== 'development') return { notFound: true };
  return { props: { emails: await embeddedOutbox() } };
};

export default function OutboxPage({ emails }: OutboxPageProps) {
  return (
    <>
      <Head>
        <title>Outbox | So Energy</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <OutboxScreen emails={emails} />
    </>
  );
}

OutboxPage.layout = 'empty' as const;
