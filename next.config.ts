import type { NextConfig } from 'next';
import { getServerConfig } from './lib/config';

// Parse the environment before anything starts: a bad value stops dev, build and start
// with one message naming every bad key.
getServerConfig();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
