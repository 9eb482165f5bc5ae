import type { NextConfig } from 'next';
import { getServerConfig } from './lib/config';

// Parse the environment before anything starts: a bad value stops dev, build and start
// with one message naming every bad key.
getServerConfig();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Back and forward put the page back where the visitor left it (SPEC §2 Behaviour).
  experimental: { scrollRestoration: true },
};

export default nextConfig;
