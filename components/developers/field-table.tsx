import type { FieldDoc } from '@/lib/api/openapi/field-docs';
import { Code } from './code-block';

/** Parameters or body fields of an endpoint. */
export function FieldTable({ caption, fields }: { caption: string; fields: FieldDoc[] }) {
  if (!fields.length) return null;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className="py-1 pr-4 font-medium">
              Name
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              Required
            </th>
            <th scope="col" className="py-1 font-medium">
              Description
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name} className="border-b border-slate-100 align-top">
              <td className="py-1.5 pr-4">
                <Code>{field.name}</Code>
              </td>
              <td className="py-1.5 pr-4">{field.required ? 'yes' : 'no'}</td>
              <td className="py-1.5 text-slate-600">{field.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
