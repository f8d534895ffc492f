/**
 * Both sides of a card as a send dialog shows them before the user confirms (spec section 2: the
 * preview's aspect ratio is 1.4:1): Confirm Order's card, and Send to a list's front with a
 * sample contact's back.
 */
export function CardPreview({
  frontImageUrl,
  backPreview,
  backCaption,
  className = '',
}: {
  frontImageUrl: string | null;
  /** The back as rendered on the server (a data URL). */
  backPreview: string;
  /** What follows "Back" under the back, e.g. whose back it is or what its QR code is. */
  backCaption?: string;
  className?: string;
}) {
  return (
    <div className={`grid gap-3 sm:grid-cols-2 ${className}`}>
      {[
        ['Front', frontImageUrl],
        ['Back', backPreview],
      ].map(([side, src]) => (
        <figure key={side} className="space-y-1">
          <div className="aspect-[1.4/1] overflow-hidden rounded-lg border border-slate-200 bg-slate-100 shadow-sm">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            {src && <img src={src} alt={`${side} of the postcard`} className="h-full w-full object-cover" />}
          </div>
          <figcaption className="text-xs text-slate-600">
            {side}
            {side === 'Back' && backCaption ? `: ${backCaption}` : ''}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
