import { CodeBlock, Code } from './code-block';
import { DocSection } from './doc-section';

/** Connecting Zapier with the API key (#zapier: the Integrations tab links here). */
export function ZapierDoc({ baseUrl }: { baseUrl: string }) {
  return (
    <DocSection id="zapier" title="Connect Zapier">
      <p>
        Zapier connects Inkpost to 5,000+ apps: send a postcard when a deal closes in your CRM, or post to Slack when a
        postcard is scanned. All you need is your API key from{' '}
        <a href="/profile?tab=integrations" className="font-medium text-brand-700 underline">
          Profile → Integrations
        </a>{' '}
        (Pro plan).
      </p>
      <h3 className="font-semibold text-slate-900">Send a postcard from any Zap</h3>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          Add the action <strong>Webhooks by Zapier → POST</strong>.
        </li>
        <li>
          URL <Code>{`${baseUrl}/orders`}</Code>, payload type <strong>JSON</strong>.
        </li>
        <li>
          Data: <Code>campaign_id</Code> (from <Code>GET /api/v1/campaigns</Code>), <Code>recipient_name</Code>,{' '}
          <Code>recipient_address_1</Code>, <Code>recipient_city</Code>, <Code>recipient_state</Code>,{' '}
          <Code>recipient_zip</Code>, mapped from your trigger&apos;s fields.
        </li>
        <li>
          Headers: <Code>x-api-key</Code> = your API key.
        </li>
      </ol>
      <h3 className="font-semibold text-slate-900">Start a Zap when something happens in Inkpost</h3>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          Add the trigger <strong>Webhooks by Zapier → Catch Hook</strong> and copy its URL.
        </li>
        <li>Subscribe that URL to an event (order.status_changed, tracking.scan or tracking.call):</li>
      </ol>
      <CodeBlock
        code={`curl -X POST '${baseUrl}/hooks' \\\n  -H "x-api-key: $INKPOST_API_KEY" \\\n  -H 'Content-Type: application/json' \\\n  -d '{"event": "tracking.scan", "target_url": "https://hooks.zapier.com/hooks/catch/…"}'`}
      />
      <p>
        To stop, delete the hook with <Code>DELETE /api/v1/hooks/{'{id}'}</Code> using the id from that answer.
      </p>
      <h3 className="font-semibold text-slate-900">Building a Zapier integration</h3>
      <p>The API follows Zapier&apos;s conventions for a private or public Zapier app:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Authentication: API key, sent in the <Code>x-api-key</Code> header; test request <Code>GET /api/v1/me</Code>;
          connection label <Code>{'{{email}}'}</Code>.
        </li>
        <li>
          REST hook triggers: subscribe <Code>POST /api/v1/hooks</Code> with{' '}
          <Code>{'{ event, target_url: bundle.targetUrl }'}</Code>; unsubscribe{' '}
          <Code>DELETE /api/v1/hooks/{'{{bundle.subscribeData.id}}'}</Code>; perform list{' '}
          <Code>GET /api/v1/hooks/samples/{'{event}'}</Code>. When a Zap is deleted Zapier answers 410 and the hook is
          removed.
        </li>
        <li>
          Action: <Code>POST /api/v1/orders</Code>; dynamic dropdown for the campaign:{' '}
          <Code>GET /api/v1/campaigns</Code>.
        </li>
      </ul>
    </DocSection>
  );
}
