export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-10 w-10' : 'h-8 w-8';
  const text = size === 'lg' ? 'text-2xl' : 'text-lg';
  return (
    <span className="inline-flex items-center gap-2">
      <span className={`${box} inline-flex items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm`}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          className="h-5 w-5"
        >
          <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z" />
          <path d="M14 9h3v3h-3zM6 10c1.5-1.5 3 1.5 4.5 0M6 14h6" strokeLinecap="round" />
        </svg>
      </span>
      <span className={`${text} font-bold tracking-tight text-ink-900`}>Inkpost</span>
    </span>
  );
}
