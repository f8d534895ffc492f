import type { PostcardSize } from '@/lib/db/postcard-sizes';
import { dimensionError, IMAGE_MESSAGES, type FitFocus } from '@/lib/templates/image-rules';
import type { StoredImage } from './types';

export type CheckedImage = { problem: string | null; width: number; height: number };

/**
 * Reads an image file's pixel size in the browser: the spec's message when it is not the print
 * size (with the size, so it can be fitted), or when it cannot be read (size 0).
 */
export async function checkImageFile(file: File, size: PostcardSize): Promise<CheckedImage> {
  let width: number;
  let height: number;
  try {
    const bitmap = await createImageBitmap(file);
    ({ width, height } = bitmap);
    bitmap.close();
  } catch {
    return { problem: IMAGE_MESSAGES.unreadable, width: 0, height: 0 };
  }
  return { problem: dimensionError(size, width, height), width, height };
}

/** Uploads with XMLHttpRequest, because fetch cannot report upload progress. */
export function uploadTemplateImage(
  file: File,
  size: PostcardSize,
  side: 'front' | 'back',
  onProgress: (percent: number) => void,
  /** Cover-crop an image of another size to the print size around this focus (server side). */
  fit?: FitFocus,
): Promise<StoredImage> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.set('size', size);
    form.set('side', side);
    form.set('file', file);
    if (fit) form.set('fit', fit);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/templates/images');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (StoredImage & { message?: string }) | null;
      if (xhr.status === 200 && body?.imageUrl) resolve({ imageUrl: body.imageUrl, thumbnailUrl: body.thumbnailUrl });
      else reject(new Error(body?.message ?? 'Failed to save template'));
    };
    xhr.onerror = () => reject(new Error('Failed to save template'));
    xhr.send(form);
  });
}
