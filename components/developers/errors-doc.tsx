import { API_ERROR_CODES } from '@/lib/api/error-codes';
import { RATE_LIMIT } from '@/lib/api/rate-limit';
import { CodeBlock, Code } from './code-block';
import { DocSection } from './doc-section';

const EXAMPLE = `HTTP/1.1 422 Unprocessable Entity
{
  "error": "validation_error",
  "message": "The request is not valid. recipient_zip: ZIP must have 5 digits",
  "fields": { "recipient_zip": "ZIP must have 5 digits" }
}`;

/** The one error shape, every code, and the rate limit. */
export function ErrorsDoc() {
  return (
    <>
      <DocSection id="errors" title="Errors">
        <p>
          Every error has the same JSON body: <Code>error</Code>, a stable code for your program, and{' '}
          <Code>message</Code>, a sentence you can show as it is. Validation errors also name each field in{' '}
          <Code>fields</Code>.
        </p>
        <CodeBlock code={EXAMPLE} />
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-xs text-slate-500">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  error
                </th>
                <th scope="col" className="py-1 font-medium">
                  When
                </th>
              </tr>
            </thead>
            <tbody>
              {API_ERROR_CODES.map((c) => (
                <tr key={c.code} className="border-b border-slate-100 align-top">
                  <td className="py-1.5 pr-4 font-mono">{c.status}</td>
                  <td className="py-1.5 pr-4">
                    <Code>{c.code}</Code>
                  </td>
                  <td className="py-1.5 text-slate-600">{c.when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DocSection>
      <DocSection id="rate-limits" title="Rate limits">
        <p>
          Each key may make {RATE_LIMIT.requests} requests per minute (a fixed window). Every answer carries{' '}
          <Code>X-RateLimit-Limit</Code>, <Code>X-RateLimit-Remaining</Code> and <Code>X-RateLimit-Reset</Code> (seconds
          until the window ends). Past the limit the API answers 429 <Code>rate_limited</Code> with a{' '}
          <Code>Retry-After</Code> header in seconds: wait that long, then try again.
        </p>
      </DocSection>
    </>
  );
}
