'use client';

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog or list whose code (and the library under it) loads the first time it renders, not
 * with the page (decision 029). React.lazy rather than next/dynamic: these render only after a
 * user action, never on the server, and next/dynamic's loader would itself add to the page.
 */
export function lazyLayer<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyLayer(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
