import type { PostcardSize } from '@/lib/db/postcard-sizes';
import { dimensionError, IMAGE_MESSAGES } from '@/lib/templates/image-rules';
import type { StoredImage } from './types';

/** Reads an image file's pixel size in the browser; unreadable files get the spec's message. */
export async function checkImageFile(file: File, size: PostcardSize): Promise<string | null> {
  let width: number;
  let height: number;
  try {
    const bitmap = await createImageBitmap(file);
    ({ width, height } = bitmap);
    bitmap.close();
  } catch {
    return IMAGE_MESSAGES.unreadable;
  }
  return dimensionError(size, width, height);
}

/** Uploads with XMLHttpRequest, because fetch cannot report upload progress. */
export function uploadTemplateImage(
  file: File,
  size: PostcardSize,
  side: 'front' | 'back',
  onProgress: (percent: number) => void,
): Promise<StoredImage> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.set('size', size);
    form.set('side', side);
    form.set('file', file);
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
