import { buildOpenApiDocument } from '@/lib/api/openapi/build-openapi-document';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

// GET /api/v1/openapi.json – the OpenAPI 3.1 document, generated from the zod schemas the
// handlers parse with. Public: it describes the API, it holds no data.
export async function GET() {
  return Response.json(buildOpenApiDocument(env().APP_URL), {
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=300' },
  });
}
