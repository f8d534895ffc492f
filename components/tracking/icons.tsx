/** Small icons of the tracking page (decorative: hidden from screen readers). */
const icon = (className: string, d: string) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
    <path d={d} />
  </svg>
);

const QR =
  'M4 4h6v6H4V4Zm2 2v2h2V6H6Zm8-2h6v6h-6V4Zm2 2v2h2V6h-2ZM4 14h6v6H4v-6Zm2 2v2h2v-2H6Zm7-2h2v2h-2v-2Zm2 2h2v2h-2v-2Zm2-2h3v2h-3v-2Zm0 4h3v2h-2v-1h-1v-1Zm-4 1h3v2h-3v-2Z';
const PHONE =
  'M6.6 3.2a1.5 1.5 0 0 1 1.9.6l1.6 2.9a1.5 1.5 0 0 1-.3 1.8L8.4 9.8a11 11 0 0 0 5.8 5.8l1.3-1.4a1.5 1.5 0 0 1 1.8-.3l2.9 1.6a1.5 1.5 0 0 1 .6 1.9l-.9 2a2.5 2.5 0 0 1-2.8 1.4C10.3 19.6 4.4 13.7 3.2 6.9a2.5 2.5 0 0 1 1.4-2.8l2-.9Z';
const MAIL =
  'M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5v-11Zm2 .3v.2l7 4.5 7-4.5v-.2a.5.5 0 0 0-.5-.5h-13a.5.5 0 0 0-.5.5Zm14 2.6-6.5 4.2a1 1 0 0 1-1 0L5 9.4v8.1c0 .3.2.5.5.5h13c.3 0 .5-.2.5-.5V9.4Z';

export const QrIcon = ({ className = 'h-4 w-4' }: { className?: string }) => icon(className, QR);
export const PhoneIcon = ({ className = 'h-4 w-4' }: { className?: string }) => icon(className, PHONE);
export const MailIcon = ({ className = 'h-4 w-4' }: { className?: string }) => icon(className, MAIL);
