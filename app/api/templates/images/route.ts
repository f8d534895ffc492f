import { getCurrentUser } from '@/lib/auth/current-user';
import { POSTCARD_SIZES, type PostcardSize } from '@/lib/db/postcard-sizes';
import { UserFacingError, logError } from '@/lib/errors';
import { BodyTooLargeError, readBoundedForm } from '@/lib/http/read-bounded-body';
import { storeTemplateImage } from '@/lib/templates/store-template-image';
import { FIT_FOCUSES, IMAGE_MESSAGES, MAX_IMAGE_BYTES, type FitFocus } from '@/lib/templates/image-rules';
import { TEMPLATE_MESSAGES } from '@/lib/validation/template';

export const dynamic = 'force-dynamic';

// The image plus the multipart framing and the two small fields around it.
const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

const fail = (status: number, error: string, message: string) => Response.json({ error, message }, { status });

// POST /api/templates/images – one template image (multipart: size, side, file and, to fit an
// image of another size, fit = centre | top | bottom), checked and stored with its thumbnail. A route rather than a server action so the browser can show
// upload progress.
export async function POST(request: Request) {
  const user = await getCurrentUser();
  if (!user) return fail(401, 'unauthorized', 'Not authenticated');
  let form: FormData;
  try {
    // Refused on its declared length before a byte is read; otherwise counted as it streams in.
    form = await readBoundedForm(request, MAX_UPLOAD_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return fail(413, 'payload_too_large', IMAGE_MESSAGES.tooLarge);
    return fail(400, 'invalid_request', 'Expected a multipart form with size, side and file');
  }
  const size = String(form.get('size'));
  const side = String(form.get('side'));
  const file = form.get('file');
  const fit = form.get('fit');
  if (fit !== null && !FIT_FOCUSES.includes(fit as FitFocus)) {
    return fail(400, 'invalid_request', 'Expected fit to be centre, top or bottom');
  }
  if (
    !POSTCARD_SIZES.includes(size as PostcardSize) ||
    (side !== 'front' && side !== 'back') ||
    !(file instanceof File)
  ) {
    return fail(400, 'invalid_request', 'Expected a multipart form with size, side and file');
  }
  try {
    const stored = await storeTemplateImage({
      userId: user.id,
      size: size as PostcardSize,
      side,
      file: { bytes: Buffer.from(await file.arrayBuffer()), type: file.type },
      fit: (fit as FitFocus | null) ?? undefined,
    });
    return Response.json({ imageUrl: stored.imageUrl, thumbnailUrl: stored.thumbnailUrl });
  } catch (error) {
    if (error instanceof UserFacingError) return fail(422, 'invalid_image', error.message);
    logError('template image upload', error);
    return fail(500, 'server_error', TEMPLATE_MESSAGES.saveFailed);
  }
}
