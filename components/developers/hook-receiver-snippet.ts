/**
 * The receiver's side of a hook delivery, shown on /developers. The check is kept apart so a
 * test can run exactly the text we publish against our own signer.
 */
export const VERIFY_FUNCTION = `function isFromInkpost(signatureHeader, rawBody) {
  const { t, v1 } = Object.fromEntries(String(signatureHeader ?? '').split(',').map((part) => part.split('=')));
  // A stale timestamp may be a replay of an old delivery.
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', SECRET).update(\`\${t}.\${rawBody}\`).digest('hex');
  return v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}`;

export const NODE_RECEIVER_SNIPPET = `import { createServer } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';

// The secret returned by POST /api/v1/hooks (whsec_…).
const SECRET = process.env.INKPOST_HOOK_SECRET;

${VERIFY_FUNCTION}

createServer(async (req, res) => {
  // Verify the raw body, before any JSON parsing changes a byte of it.
  let body = '';
  for await (const chunk of req) body += chunk;
  if (!isFromInkpost(req.headers['x-inkpost-signature'], body)) {
    res.writeHead(401).end();
    return;
  }
  const event = JSON.parse(body);
  console.log(event.event, event.id); // event.id is the same on every retry: deduplicate on it
  res.writeHead(200).end(); // any 2xx is delivered; 410 deletes the hook
}).listen(8080);`;
