import { curlExample } from '@/lib/api/openapi/curl-example';
import type { Endpoint } from '@/lib/api/openapi/endpoints';
import { fieldDocs } from '@/lib/api/openapi/field-docs';
import { CodeBlock } from './code-block';
import { FieldTable } from './field-table';

const METHOD_TONE = {
  get: 'bg-emerald-100 text-emerald-800',
  post: 'bg-blue-100 text-blue-800',
  delete: 'bg-red-100 text-red-800',
} as const;

/** One endpoint: method and path, what it does, its inputs, and a curl call to copy. */
export function EndpointDoc({ endpoint, baseUrl }: { endpoint: Endpoint; baseUrl: string }) {
  return (
    <article
      id={endpoint.operationId}
      className="scroll-mt-6 border-t border-slate-100 pt-4 first:border-t-0 first:pt-0"
    >
      <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold uppercase ${METHOD_TONE[endpoint.method]}`}>
          {endpoint.method}
        </span>
        <span className="font-mono text-sm">/api/v1{endpoint.path}</span>
        <span className="font-normal text-slate-500">– {endpoint.summary}</span>
      </h3>
      <p className="mt-1">{endpoint.description}</p>
      <p className="mt-1 text-xs text-slate-500">
        Answers {endpoint.success.status} ({endpoint.success.description.toLowerCase()})
        {endpoint.errors.length ? `; also ${endpoint.errors.join(', ')}` : ''}.
      </p>
      <FieldTable
        caption="Path parameters"
        fields={(endpoint.pathParams ?? []).map((p) => ({ name: p.name, required: true, description: p.description }))}
      />
      <FieldTable caption="Query parameters" fields={fieldDocs(endpoint.query)} />
      <FieldTable caption="JSON body" fields={fieldDocs(endpoint.body?.schema)} />
      <CodeBlock label="Example" code={curlExample(endpoint, baseUrl)} />
    </article>
  );
}
