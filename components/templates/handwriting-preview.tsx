'use client';

import { useEffect, useRef, useState } from 'react';
import { previewHandwritingAction } from '@/actions/templates';
import { Spinner } from '@/components/ui/spinner';
import type { CustomValue } from '@/lib/db/schema';
import { PREVIEW_MESSAGES } from '@/lib/validation/handwriting';

export const PREVIEW_DEBOUNCE_MS = 500;

/**
 * The live handwriting preview: asked for 500 ms after typing stops, and at once when the style
 * or colour changes (spec sections 5 and 9). Only the latest answer is shown.
 */
export function HandwritingPreview({
  message,
  styleId,
  color,
  customValues,
}: {
  message: string;
  styleId: number;
  color: string;
  customValues: CustomValue[];
}) {
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const lastLook = useRef({ styleId, color });
  const typed = useRef(false); // 'Message is required' waits until the user has typed (issue 28)
  const names = customValues.map((v) => `${v.id}=${v.name}`).join('|');

  useEffect(() => {
    if (!/^#[0-9a-fA-F]{6}$/.test(color)) return; // wait for a whole colour
    if (message.trim()) typed.current = true;
    else if (!typed.current) return;
    const lookChanged = lastLook.current.styleId !== styleId || lastLook.current.color !== color;
    lastLook.current = { styleId, color };
    const request = ++latest.current;
    const timer = setTimeout(
      async () => {
        setLoading(true);
        // A request that never reaches the server (offline, aborted) also gets a message.
        const result = await previewHandwritingAction({ message, styleId, color, customValues }).catch(() => ({
          ok: false as const,
          error: PREVIEW_MESSAGES.loadFailed,
        }));
        if (request !== latest.current) return;
        setLoading(false);
        if (result.ok) {
          setImageUrl(result.data.imageUrl);
          setError(null);
        } else {
          setImageUrl(null);
          setError(result.error);
        }
      },
      lookChanged ? 0 : PREVIEW_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
    // customValues is represented by `names`: only their names appear in the preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [message, styleId, color, names]);

  return (
    <section aria-label="Handwriting preview" className="rounded-lg border border-slate-200 bg-[#fdfcf8] p-3">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Handwriting preview</h3>
        {loading && <Spinner label="Loading preview" className="h-4 w-4" />}
      </div>
      <div className="flex aspect-[3/2] items-center justify-center overflow-hidden rounded bg-white">
        {error ? (
          <p role="alert" className="px-4 text-center text-sm text-red-700">
            {error}
          </p>
        ) : imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={imageUrl}
            alt="Your message in handwriting"
            onError={() => setError(PREVIEW_MESSAGES.loadFailed)}
            className="h-full w-full object-contain"
          />
        ) : (
          <p className="text-sm text-slate-500">Start typing to see your message in handwriting.</p>
        )}
      </div>
    </section>
  );
}
