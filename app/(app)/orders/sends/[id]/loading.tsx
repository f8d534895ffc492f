import { PageSpinner } from '@/components/ui/spinner';

// The spinner while this page's data loads. It sits beside each page rather than once for the
// whole app: a boundary above an [id] page would start the 200 before the page can say 404
// (decision 042).
export default function Loading() {
  return <PageSpinner />;
}
