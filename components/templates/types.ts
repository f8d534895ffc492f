import type { CustomValue, ProofStatus } from '@/lib/db/schema';
import type { PostcardSize } from '@/lib/db/postcard-sizes';

export type StoredImage = { imageUrl: string; thumbnailUrl: string };

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
};
