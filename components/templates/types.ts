import type { CustomValue, ProofStatus } from '@/lib/db/schema';
import type { PostcardSize } from '@/lib/db/postcard-sizes';

export type StoredImage = { imageUrl: string; thumbnailUrl: string };

/** One image of the editor: what is stored, the upload's error and its progress. */
export type Slot = { image: StoredImage | null; error: string | null; progress: number | null };

export type TemplateView = {
  id: string;
  name: string;
  size: PostcardSize;
  createdLabel: string;
  front: StoredImage | null;
  back: StoredImage | null;
  message: string;
  styleId: number;
  color: string;
  customValues: CustomValue[];
  proofStatus: ProofStatus | null;
  proofUrl: string | null;
  /** The campaigns that send it: a template in use cannot be deleted. */
  campaignNames: string[];
};

/** What the template editor holds while the user works through its three steps. */
export type Draft = {
  name: string;
  size: PostcardSize | '';
  front: Slot;
  back: Slot;
  message: string;
  styleId: number;
  color: string;
  customValues: CustomValue[];
};
