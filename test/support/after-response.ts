// next/server's after() outside Next.js: tasks are kept until the test says the response went out.
const tasks: Array<() => unknown> = [];

export const nextServerAfterMock = (task: (() => unknown) | Promise<unknown>) => {
  tasks.push(typeof task === 'function' ? task : () => task);
};

/** Runs what the route handlers scheduled with after(), as Next.js does once the response is sent. */
export async function runAfterResponse(): Promise<void> {
  while (tasks.length) await tasks.shift()!();
}

export const dropAfterResponse = () => void tasks.splice(0);
