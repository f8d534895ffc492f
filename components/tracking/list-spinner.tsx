import { Spinner } from '@/components/ui/spinner';

/** A list's own loading state (each list on the page has one). */
export function ListSpinner({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center rounded-xl border border-slate-200 bg-white py-16 shadow-sm">
      <Spinner label={label} />
    </div>
  );
}
