import { HOOK_RETRY, HOOK_TIMEOUT_MS } from '@/lib/hooks/hook-retry';
import { CodeBlock, Code } from './code-block';
import { DocSection } from './doc-section';
import { NODE_RECEIVER_SNIPPET } from './hook-receiver-snippet';

const EVENTS = [
  [
    'order.status_changed',
    'An order moved to another status (charged, submitted, delivered, failed, cancelled, …).',
    'previous_status, order',
  ],
  [
    'tracking.scan',
    'Scans of one of your tracking URLs were counted. Scans are counted in batches: scans says how many this event covers.',
    'scans, tracking_url',
  ],
  ['tracking.call', 'A call to one of your tracking phone numbers was counted.', 'phone_number'],
] as const;

const SAMPLE = `POST https://your-server.example/inkpost
Content-Type: application/json
X-Inkpost-Event: tracking.scan
X-Inkpost-Timestamp: 1767225600
X-Inkpost-Signature: t=1767225600,v1=5f0c…e2

{
  "id": "9b2f6a0e-…",
  "event": "tracking.scan",
  "occurred_at": "2026-01-01T00:00:00.000Z",
  "scans": 3,
  "tracking_url": { "id": "a1b2c3d4e5f6", "name": "Spring mailer", "target_url": "https://example.com", "access_count": 42, … }
}`;

/** REST hooks: events, delivery, retries, 410, and verifying the signature. */
export function HooksDoc() {
  const minutes = Math.round((HOOK_RETRY.firstDelayMs * (2 ** (HOOK_RETRY.maxAttempts - 1) - 1)) / 60_000);
  return (
    <DocSection id="hooks" title="Hooks (events sent to you)">
      <p>
        Subscribe a URL to an event with <Code>POST /api/v1/hooks</Code>. From then on each event of your account is
        POSTed there as JSON. The answer to the subscription holds the hook&apos;s <Code>secret</Code>: it is shown only
        then, so keep it.
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {EVENTS.map(([name, what, fields]) => (
          <li key={name}>
            <Code>{name}</Code> – {what} Fields: {fields}.
          </li>
        ))}
      </ul>
      <CodeBlock label="A delivery" code={SAMPLE} />
      <p>
        <strong>Delivery.</strong> Any 2xx answer within {HOOK_TIMEOUT_MS / 1000} seconds counts as delivered. Anything
        else (another status, a timeout, a redirect, a network failure) is retried after 30 seconds, then 1, 2, 4 …
        minutes: {HOOK_RETRY.maxAttempts} attempts over about {minutes} minutes, then the delivery is dropped. An
        event&apos;s <Code>id</Code> is the same on every retry: deduplicate on it. Answer <Code>410 Gone</Code> and the
        hook is deleted: nothing more is sent to it.
      </p>
      <p>
        <strong>Samples.</strong> <Code>GET /api/v1/hooks/samples/{'{event}'}</Code> returns up to three items shaped
        like the event from your most recent data (or one made-up item marked <Code>&quot;sample&quot;: true</Code>), to
        test a mapping before a real event happens.
      </p>
      <p>
        <strong>Verifying the signature.</strong> <Code>X-Inkpost-Signature</Code> is{' '}
        <Code>t=&lt;timestamp&gt;,v1=&lt;signature&gt;</Code>, where the signature is the hex HMAC-SHA256 of{' '}
        <Code>&lt;timestamp&gt;.&lt;raw body&gt;</Code> keyed with the hook&apos;s secret. Compute it over the body
        exactly as received, compare in constant time, and refuse old timestamps:
      </p>
      <CodeBlock label="Node.js receiver" code={NODE_RECEIVER_SNIPPET} />
    </DocSection>
  );
}
