import { LINK_NOT_FOUND, linkNotFoundResponse } from '@/lib/tracking/link-not-found-page';

// GET /r – a short link with its id cut off.
export function GET() {
  return linkNotFoundResponse(LINK_NOT_FOUND.noId);
}
