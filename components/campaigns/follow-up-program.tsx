import { programForSend, type FollowUpProgram } from '@/lib/follow-ups/follow-up-program';
import { PROGRAM_NOTES, programLines, programTotalLine } from '@/lib/follow-ups/program-lines';
import { checkSendDate } from '@/lib/orders/send-date';

/**
 * What the campaign's follow-up steps may mail and cost after this send, said before the
 * confirming button (issue 34, point 3): one line per step, then the whole program's most. The
 * per-card prices come from the server; the count and the day are the dialog's current ones.
 */
export function FollowUpProgramNote({
  program,
  cards,
  sendDate,
  today,
  sendCents,
}: {
  program: FollowUpProgram;
  /** Cards this send mails (the step's possible recipients). */
  cards: number;
  /** The send date as typed ('' or a date the field refuses: the send goes today). */
  sendDate: string;
  today: string;
  /** This send's own total, in cents. */
  sendCents: number;
}) {
  // A date the field refuses is no day yet: the program is said from today until it is one.
  const date = checkSendDate(sendDate, today);
  const sized = programForSend(program, cards, (date.ok && date.sendDate) || today);
  if (!sized.steps.length) return null;
  return (
    <section
      aria-label={PROGRAM_NOTES.heading}
      className="space-y-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-950 ring-1 ring-indigo-200"
    >
      <h3 className="font-semibold">{PROGRAM_NOTES.heading}</h3>
      <ul className="space-y-1">
        {programLines(sized.steps, today).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="font-medium">{programTotalLine(sendCents, sized.maxCents)}</p>
      <p className="text-xs text-indigo-900">
        {PROGRAM_NOTES.prices}
        {program.paused && ` ${PROGRAM_NOTES.paused}`}
      </p>
    </section>
  );
}
