import { API_KEY_HEADER } from '../authenticate-api-key';
import type { Endpoint } from './endpoints';

/** Single quotes for a POSIX shell: a quote inside becomes '\''. */
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A curl command calling `endpoint` at `baseUrl` (…/api/v1) with the key in $INKPOST_API_KEY. */
export function curlExample(endpoint: Endpoint, baseUrl: string): string {
  // {id} names one of the first segment's things: /campaigns/{id} → CAMPAIGN_ID, /lists/{id} → LIST_ID.
  const owner = endpoint.path.split('/')[1].replace(/s$/, '').toUpperCase();
  const path = endpoint.path
    .replace('{id}', `${owner}_ID`)
    .replace('{step_id}', 'STEP_ID')
    .replace('{event}', 'order.status_changed');
  const url = `${baseUrl}${path}${endpoint.exampleQuery ? `?${endpoint.exampleQuery}` : ''}`;
  const lines = [`curl${endpoint.method === 'get' ? '' : ` -X ${endpoint.method.toUpperCase()}`} ${quote(url)}`];
  if (!endpoint.public) lines.push(`-H "${API_KEY_HEADER}: $INKPOST_API_KEY"`);
  if (endpoint.body) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${quote(JSON.stringify(endpoint.body.example, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}
