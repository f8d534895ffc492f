import { POST as uploadImage } from '@/app/api/templates/images/route';
import { createCampaignAction } from '@/actions/campaigns';
import { createTemplateAction } from '@/actions/templates';
import type { PostcardSize } from '@/lib/db/postcard-sizes';
import { RECIPIENT_NAME } from '@/lib/templates/custom-values';
import { REQUIRED_SIZE } from '@/lib/templates/image-rules';
import { makePng } from './images';
import { actAs, type TestUser } from './users';

/** Uploads through the real route as `user`; returns the route's response. */
export async function upload(user: TestUser | null, size: string, side: string, bytes: Buffer, name = 'card.png') {
  actAs(user);
  const form = new FormData();
  form.set('size', size);
  form.set('side', side);
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  return uploadImage(new Request('http://localhost:3000/api/templates/images', { method: 'POST', body: form }));
}

export async function uploadRightSize(user: TestUser, size: PostcardSize, side: 'front' | 'back') {
  const { width, height } = REQUIRED_SIZE[size];
  const response = await upload(
    user,
    size,
    side,
    await makePng(width, height, side === 'front' ? '#2563eb' : '#fef3c7'),
  );
  if (response.status !== 200) throw new Error(`upload failed: ${await response.text()}`);
  return (await response.json()) as { imageUrl: string; thumbnailUrl: string };
}

export async function templateInput(user: TestUser, size: PostcardSize = '4x6') {
  return {
    name: 'Spring open house',
    size,
    front: await uploadRightSize(user, size, 'front'),
    back: await uploadRightSize(user, size, 'back'),
    message: 'Hi {{recipient_name}}, come see the house on Saturday!',
    handwriting_style_id: 5,
    handwriting_color: '#1E3A8A',
    custom_values: [RECIPIENT_NAME],
  };
}

/** Creates a template through the real action as `user`; returns its id. */
export async function createTemplate(user: TestUser, size: PostcardSize = '4x6'): Promise<string> {
  const input = await templateInput(user, size);
  actAs(user);
  const result = await createTemplateAction(input);
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

/** A Single Send campaign "Open house" on a new template, through the real actions as `user`; returns its id. */
export async function createSingleSendCampaign(user: TestUser): Promise<string> {
  const templateId = await createTemplate(user);
  actAs(user, '/campaigns');
  const result = await createCampaignAction({
    name: 'Open house',
    templateId,
    type: 'single',
    demographics: 'all',
    neighbor_count: 10,
    include_condo: false,
  });
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}
