import { CodeBlock, Code } from './code-block';
import { DocSection } from './doc-section';

const TRIGGERS: Array<[string, string]> = [
  [
    'Order Status Changed',
    'a postcard order moves on: charged, sent to the printer, mailed (Completed), failed (refunded) or cancelled. Optionally only when it reaches one status, e.g. Completed.',
  ],
  [
    'QR Code Scanned',
    "someone scans one of your QR codes; for a postcard's own code, the card's recipient (who responded) and campaign come with it.",
  ],
  ['Call Received', 'someone calls one of your tracking numbers: the number, the caller and where the call went.'],
];

const ACTIONS: Array<[string, string]> = [
  [
    'Send a Postcard',
    "a campaign's card to one person: campaign (a dropdown of yours), name, street address, apartment/suite/unit, city, state, ZIP, an optional send date and custom values. Paid from your balance.",
  ],
  ['Add a Contact to a List', 'a person (name and address) on one of your contact lists (a dropdown).'],
  [
    'Send a List a Campaign',
    "a campaign's card to everyone on a list, now or on a send date; contacts mailed in the last 90 days are skipped unless you say otherwise.",
  ],
  ['Find an Order (search)', 'an order by its id, with its status and its postal status.'],
];

/** Connecting Zapier (#zapier: the Integrations tab links here when no invite link is set). */
export function ZapierDoc({ baseUrl }: { baseUrl: string }) {
  return (
    <DocSection id="zapier" title="Connect Zapier">
      <p>
        Zapier connects Inkpost to 5,000+ apps: send a postcard when a deal closes in your CRM, get a message when
        someone scans your card, or put everyone who fills in your open-house form on a contact list. Search for{' '}
        <strong>Inkpost</strong> when you add a step to a Zap (or open the invite link from{' '}
        <a href="/profile?tab=integrations" className="font-medium text-brand-700 underline">
          Profile → Integrations
        </a>
        ) and sign in with your API key from the same tab (Pro plan). The app names the connection by your
        account&apos;s email.
      </p>
      <h3 className="font-semibold text-slate-900">Triggers: start a Zap when…</h3>
      <ul className="list-disc space-y-1 pl-5">
        {TRIGGERS.map(([name, what]) => (
          <li key={name}>
            <strong>{name}</strong>: {what}
          </li>
        ))}
      </ul>
      <h3 className="font-semibold text-slate-900">Actions: what a Zap can do in Inkpost</h3>
      <ul className="list-disc space-y-1 pl-5">
        {ACTIONS.map(([name, what]) => (
          <li key={name}>
            <strong>{name}</strong>: {what}
          </li>
        ))}
      </ul>
      <p>
        Three everyday Zaps: <em>CRM deal won → Send a Postcard</em> (a thank-you card to the buyer),{' '}
        <em>QR Code Scanned → Slack or SMS message</em> (&ldquo;Jane Doe just scanned your Just Sold card&rdquo;), and{' '}
        <em>form submitted → Add a Contact to a List</em>.
      </p>
      <h3 className="font-semibold text-slate-900">How the app talks to the API</h3>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Sign-in: the <Code>x-api-key</Code> header, tested with <Code>GET /api/v1/me</Code>.
        </li>
        <li>
          Triggers are REST hooks: turning a Zap on calls <Code>POST /api/v1/hooks</Code> with{' '}
          <Code>{'{ event, target_url }'}</Code>, turning it off <Code>DELETE /api/v1/hooks/{'{id}'}</Code>; the test
          step reads <Code>GET /api/v1/hooks/samples/{'{event}'}</Code>. When a Zap is deleted Zapier answers 410 and
          the hook is removed.
        </li>
        <li>
          Actions: <Code>POST /api/v1/orders</Code>, <Code>POST /api/v1/lists/{'{id}'}/contacts</Code>,{' '}
          <Code>POST /api/v1/lists/{'{id}'}/send</Code>; dropdowns: <Code>GET /api/v1/campaigns</Code> and{' '}
          <Code>GET /api/v1/lists</Code>; search: <Code>GET /api/v1/orders/{'{id}'}</Code>.
        </li>
      </ul>
      <h3 className="font-semibold text-slate-900">Without the app: Webhooks by Zapier</h3>
      <p>
        Any Zap can also call the API directly: <strong>Webhooks by Zapier → POST</strong> to{' '}
        <Code>{`${baseUrl}/orders`}</Code> with the header <Code>x-api-key</Code>, or subscribe a{' '}
        <strong>Catch Hook</strong> URL to an event:
      </p>
      <CodeBlock
        code={`curl -X POST '${baseUrl}/hooks' \\\n  -H "x-api-key: $INKPOST_API_KEY" \\\n  -H 'Content-Type: application/json' \\\n  -d '{"event": "tracking.scan", "target_url": "https://hooks.zapier.com/hooks/catch/…"}'`}
      />
      <p>
        To stop, delete the hook with <Code>DELETE /api/v1/hooks/{'{id}'}</Code> using the id from that answer.
      </p>
      <h3 className="font-semibold text-slate-900">Publishing the app (for whoever runs this Inkpost)</h3>
      <p>
        The app&apos;s source is <Code>integrations/zapier</Code> in Inkpost&apos;s repository, on Zapier&apos;s
        Platform SDK. With Zapier&apos;s CLI (<Code>npm install -g zapier-platform-cli</Code>), from that folder:{' '}
        <Code>zapier login</Code>, <Code>zapier register</Code> once, <Code>zapier push</Code>, and tell the version
        where this server is with <Code>{`zapier env:set 1.0.0 INKPOST_URL=${baseUrl.replace(/\/api\/v1$/, '')}`}</Code>
        . Put the invite link Zapier gives you (Manage → Sharing) in <Code>ZAPIER_INVITE_URL</Code> and restart:{' '}
        <em>Connect to Zapier</em> then opens it. In sandbox mode, hooks aimed at{' '}
        <Code>{'<APP_URL>/api/sandbox/hooks/<name>'}</Code> are kept for your key to read back with <Code>GET</Code> on
        the same URL, so a Zap&apos;s triggers can be tried on a machine Zapier cannot reach.
      </p>
    </DocSection>
  );
}
