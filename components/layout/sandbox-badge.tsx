/** Says plainly which providers are simulated, so sandbox data is never mistaken for real. */
export function SandboxBadge({ capabilities }: { capabilities: string[] }) {
  if (!capabilities.length) return null;
  return (
    <p
      className="rounded-md bg-amber-50 px-2 py-1 text-[11px] leading-snug text-amber-900 ring-1 ring-amber-200"
      title="These providers run as local sandboxes: nothing is charged, mailed or dialled."
    >
      <span className="font-semibold">Sandbox</span>: {capabilities.join(', ')}
    </p>
  );
}
