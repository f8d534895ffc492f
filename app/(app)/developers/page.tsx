import type { Metadata } from 'next';
import Link from 'next/link';
import { Code, CodeBlock } from '@/components/developers/code-block';
import { DocSection } from '@/components/developers/doc-section';
import { EndpointDoc } from '@/components/developers/endpoint-doc';
import { ErrorsDoc } from '@/components/developers/errors-doc';
import { HooksDoc } from '@/components/developers/hooks-doc';
import { ProgramsDoc } from '@/components/developers/programs-doc';
import { ZapierDoc } from '@/components/developers/zapier-doc';
import { PageHeader } from '@/components/ui/page-header';
import { getAccountSummary } from '@/lib/accounts/get-account-summary';
import { ENDPOINTS } from '@/lib/api/openapi/endpoints';
import { requireUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'API' };

const CONTENTS = [
  ['authentication', 'Authentication'],
  ['endpoints', 'Endpoints'],
  ['follow-up-programs', 'Follow-up programs'],
  ['errors', 'Errors'],
  ['rate-limits', 'Rate limits'],
  ['hooks', 'Hooks'],
  ['zapier', 'Connect Zapier'],
] as const;

// /developers – the human-readable API reference (the Integrations tab links here). Built from
// the same endpoint list and zod schemas as /api/v1/openapi.json.
export default async function DevelopersPage() {
  const user = await requireUser();
  const summary = await getAccountSummary(user);
  const baseUrl = `${env().APP_URL.replace(/\/+$/, '')}/api/v1`;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Inkpost API"
        description="Send postcards and follow what happens to them from your own code or from Zapier."
        actions={
          <a href="/api/v1/openapi.json" className="text-sm font-medium text-brand-700 underline">
            OpenAPI document
          </a>
        }
      />
      {!summary.isPro && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          The API is part of the Pro plan: calls with a Free account&apos;s key are refused.{' '}
          <Link href="/profile?tab=billing" className="font-semibold underline">
            Upgrade to Pro
          </Link>
        </p>
      )}
      <nav aria-label="On this page" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {CONTENTS.map(([id, label]) => (
          <a key={id} href={`#${id}`} className="text-brand-700 hover:underline">
            {label}
          </a>
        ))}
      </nav>

      <DocSection id="authentication" title="Authentication">
        <p>
          Send your API key in the <Code>x-api-key</Code> header of every request. Find or regenerate it in{' '}
          <Link href="/profile?tab=integrations" className="font-medium text-brand-700 underline">
            Profile → Integrations
          </Link>
          : the full key is shown only when it is created, and regenerating it revokes the old one at once. A missing or
          revoked key gets <Code>401</Code>; a key of an account not on Pro gets <Code>403</Code>.
        </p>
        <p>
          Base URL: <Code>{baseUrl}</Code>. Bodies and answers are JSON; amounts are US dollars as strings with two
          decimals (<Code>cost</Code>) and in cents (<Code>cost_cents</Code>); times are ISO 8601 in UTC.
        </p>
        <CodeBlock code={`export INKPOST_API_KEY=pk_…\ncurl '${baseUrl}/me' -H "x-api-key: $INKPOST_API_KEY"`} />
      </DocSection>

      <DocSection id="endpoints" title="Endpoints">
        <p>
          A new order is <Code>pending</Code>: it is charged from your balance at the price the app shows, then printed
          and mailed. Follow it with <Code>GET /api/v1/orders/{'{id}'}</Code> or the <Code>order.status_changed</Code>{' '}
          hook.
        </p>
        <p>
          Every order carries its journey in <Code>events</Code>, oldest first: <Code>placed</Code>,{' '}
          <Code>charged</Code> (with the <Code>amount</Code>), <Code>submitted</Code>, the postal provider&apos;s own
          events as <Code>provider</Code> with their words in <Code>provider_status</Code> (Printed, In Transit,
          Delivered, Returned to Sender), <Code>failed</Code> (with the <Code>message</Code>), <Code>refunded</Code>{' '}
          (with the <Code>amount</Code>) and <Code>cancelled</Code>.
        </p>
        <div className="space-y-6">
          {ENDPOINTS.map((endpoint) => (
            <EndpointDoc key={endpoint.operationId} endpoint={endpoint} baseUrl={baseUrl} />
          ))}
        </div>
      </DocSection>

      <ProgramsDoc />
      <ErrorsDoc />
      <HooksDoc />
      <ZapierDoc baseUrl={baseUrl} />
    </div>
  );
}
