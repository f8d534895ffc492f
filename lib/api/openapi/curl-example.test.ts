import { describe, expect, it } from 'vitest';
import { curlExample } from './curl-example';
import { ENDPOINTS } from './endpoints';

const endpoint = (operationId: string) => ENDPOINTS.find((e) => e.operationId === operationId)!;
const BASE = 'https://inkpost.example/api/v1';

describe('curl examples', () => {
  it('a GET with its query and the key header', () => {
    expect(curlExample(endpoint('listOrders'), BASE)).toBe(
      `curl 'https://inkpost.example/api/v1/orders?status=active&page=1&page_size=25' \\\n  -H "x-api-key: $INKPOST_API_KEY"`,
    );
  });

  it('a POST with its JSON body', () => {
    const curl = curlExample(endpoint('createOrder'), BASE);
    expect(curl.startsWith(`curl -X POST 'https://inkpost.example/api/v1/orders'`)).toBe(true);
    expect(curl).toContain(`-H 'Content-Type: application/json'`);
    expect(curl).toContain('"recipient_zip": "62701"');
  });

  it('path parameters as placeholders; no key for the public document', () => {
    expect(curlExample(endpoint('unsubscribeHook'), BASE)).toContain(
      `-X DELETE 'https://inkpost.example/api/v1/hooks/HOOK_ID'`,
    );
    expect(curlExample(endpoint('getOrder'), BASE)).toContain('/orders/ORDER_ID');
    expect(curlExample(endpoint('sendList'), BASE)).toContain('/lists/LIST_ID/send');
    expect(curlExample(endpoint('getCampaignResults'), BASE)).toContain('/campaigns/CAMPAIGN_ID/results?page_size=25');
    expect(curlExample(endpoint('removeFollowUpStep'), BASE)).toContain('/campaigns/CAMPAIGN_ID/follow-ups/STEP_ID');
    expect(curlExample(endpoint('getOpenApiDocument'), BASE)).toBe(
      `curl 'https://inkpost.example/api/v1/openapi.json'`,
    );
  });

  it('quotes a single quote safely for the shell', () => {
    const withQuote = {
      ...endpoint('createOrder'),
      body: { ...endpoint('createOrder').body!, example: { recipient_name: "O'Hara" } },
    };
    expect(curlExample(withQuote, BASE)).toContain(`"O'\\''Hara"`);
  });
});
