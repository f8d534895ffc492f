/** A green confirmation panel (the counterpart of ErrorBox), rendered on the server. */
export function NoticeBox({ message }: { message: string }) {
  return (
    <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
      <p>{message}</p>
    </div>
  );
}
