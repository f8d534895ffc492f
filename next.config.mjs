// JavaScript, not TypeScript: a TypeScript config makes Next.js load its compiler (SWC, 23 MB of
// memory) at every start only to read this file (decision 052).
import { API_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from './lib/security/security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The end-to-end tests build into their own folder so a running `npm start` keeps .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Loaded from node_modules at run time: PGlite's WASM and data files, sharp's native build,
  // and the large ZIP table (no need to bundle them into every server chunk).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'zipcodes',
    'parse-address',
    'sharp',
    'opentype.js',
    'twilio',
    'qrcode',
  ],
  poweredByHeader: false,
  // A CSV bulk send sends up to 500 rows of mapped columns (at most 300 characters a cell).
  // scripts/request-guards.mjs refuses a larger declared body with 413 before Next.js reads it.
  experimental: {
    serverActions: { bodySizeLimit: '3mb' },
    // Each route's code is loaded at its first request, not all of it at start: a small server
    // holds only the pages in use (issue 38, decision 053). The first view of a page after a
    // start pays for loading it once.
    preloadEntriesOnStart: false,
  },
  typedRoutes: false,
  // Pages get their Content-Security-Policy (with a fresh nonce) from proxy.ts.
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders(process.env.APP_URL) },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

export default nextConfig;
