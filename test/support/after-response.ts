// next/server's after() outside Next.js: tasks are kept until the test says the response went out.
const tasks: Array<() => unknown> = [];

export const nextServerAfterMock = (task: (() => unknown) | Promise<unknown>) => {
  tasks.push(typeof task === 'function' ? task : () => task);
};

/** Runs what the route handlers scheduled with after(), as Next.js does once the response is sent. */
export async function runAfterResponse(): Promise<void> {
  // Each response's tasks run independently of the others', as in Next.js.
  while (tasks.length) await Promise.all(tasks.splice(0).map((task) => task()));
}

export const dropAfterResponse = () => void tasks.splice(0);
