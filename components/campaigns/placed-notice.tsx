/** "Order placed for …" and a link to follow it: shown after a send of any kind. */
export function PlacedNotice({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p role="status" className={`rounded-lg bg-green-50 p-3 text-sm text-green-800 ring-1 ring-green-200 ${className}`}>
      {text}{' '}
      <a href="/orders" className="font-semibold underline">
        View orders
      </a>
    </p>
  );
}
