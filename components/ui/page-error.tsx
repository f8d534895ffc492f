'use client';

import { ErrorBox } from './error-box';
import { PageHeader } from './page-header';
import { buttonStyles } from './styles';

/** A list page that could not load: its heading, the 'Error' panel with the spec's text, retry. */
export function PageError({ title, message, reset }: { title: string; message: string; reset: () => void }) {
  return (
    <>
      <PageHeader title={title} />
      <ErrorBox title="Error" message={message} />
      <button type="button" onClick={reset} className={`${buttonStyles.secondary} mt-4`}>
        Try again
      </button>
    </>
  );
}
