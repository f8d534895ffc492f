import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The end-to-end tests build into their own folder so a running `npm start` keeps .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite loads its WASM and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
