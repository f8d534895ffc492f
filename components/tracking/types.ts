/** What the tracking components receive from the page (dates as ISO strings). Client-safe. */

export type TrackingLink = { id: string; name: string; shortUrl: string };

export type TrackingUrlView = TrackingLink & {
  targetUrl: string;
  createdAt: string;
  lastAccessed: string | null;
  accessCount: number;
};

export type PhoneNumberView = {
  id: string;
  name: string;
  /** As stored: '+14155550123'. */
  phoneNumber: string;
  /** The 10 digits calls are forwarded to. */
  forwardingNumber: string;
  whisperMessage: string;
  createdAt: string;
  lastCall: string | null;
  callCount: number;
  status: string;
};
