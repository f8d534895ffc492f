import Link from 'next/link';
import { pageWindow } from '@/lib/orders/order-status';

/** Up to five page numbers around the current page (spec section 9), as links. */
export function PageLinks({
  page,
  pageCount,
  href,
  label,
  className = '',
  scroll,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label: string;
  className?: string;
  scroll?: boolean;
}) {
  return (
    <nav aria-label={label} className={`flex gap-1 ${className}`}>
      {pageWindow(page, pageCount).map((n) => (
        <Link
          key={n}
          href={href(n)}
          scroll={scroll}
          aria-current={n === page ? 'page' : undefined}
          className={`min-w-9 rounded-md px-3 py-1.5 text-center text-sm font-medium ${
            n === page ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'
          }`}
        >
          {n}
        </Link>
      ))}
    </nav>
  );
}
