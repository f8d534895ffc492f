import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { Toaster } from '@/components/feedback/toaster';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Inkpost', template: '%s · Inkpost' },
  description: 'Handwritten-style postcards, sent for you, with response tracking.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: its scripts carry the nonce of that request's
  // Content-Security-Policy (proxy.ts), which a page prerendered at build time could not.
  await connection();
  return (
    <html lang="en">
      <body className="font-sans">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
