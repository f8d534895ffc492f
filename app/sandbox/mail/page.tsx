import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { listSandboxMail, SANDBOX_OUTBOX_PAGE_SIZE } from '@/lib/providers/mail/sandbox';
import { mayReadSandboxOutbox } from '@/lib/providers/mail/outbox-access';

export const metadata: Metadata = { title: 'Outbox (sandbox)' };

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

// Links in a message become links on the page (only our own http(s) URLs are in these mails).
const URL_PATTERN = /(https?:\/\/[^\s]+)/g;
function withLinks(text: string) {
  return text.split(URL_PATTERN).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} className="break-all font-semibold text-brand-700 underline hover:text-brand-600">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** Stands in for the mailboxes while mail runs in sandbox mode: every message the app sent, for the admin. */
export default async function SandboxMailPage() {
  if (!(await mayReadSandboxOutbox())) notFound();
  const messages = await listSandboxMail();

  return (
    <main className="min-h-full bg-slate-100 px-4 py-6 sm:py-10">
      <div className="mx-auto max-w-2xl">
        <div className="mb-4 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
          <p>
            <span className="font-semibold">Sandbox mail.</span> This page stands in for the recipients&apos; mailboxes:
            nothing was sent. It holds everyone&apos;s reset links, so only the admin can open it. Set{' '}
            <code>SMTP_URL</code> to send mail through an SMTP server.
          </p>
        </div>
        <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
          <header>
            <h1 className="text-xl font-bold text-slate-900">Outbox</h1>
            <p className="mt-1 text-sm text-slate-600">The {SANDBOX_OUTBOX_PAGE_SIZE} newest messages, newest first.</p>
          </header>
          {messages.length ? (
            <ul className="space-y-4">
              {messages.map((m) => (
                <li key={m.id} className="rounded-xl border border-slate-200 p-4">
                  <article aria-label={m.subject}>
                    <h2 className="font-semibold text-slate-900">{m.subject}</h2>
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-600">
                      <dt>To</dt>
                      <dd className="break-all">{m.to_address}</dd>
                      <dt>Sent</dt>
                      <dd>
                        <time dateTime={m.created_at.toISOString()}>{dateTime.format(m.created_at)} UTC</time>
                      </dd>
                    </dl>
                    <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-800">
                      {withLinks(m.text_body)}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No messages yet.</p>
          )}
          <p className="text-sm">
            <Link href="/" className="font-semibold text-brand-700 hover:text-brand-600">
              Back to Inkpost
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
