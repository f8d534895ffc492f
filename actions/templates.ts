'use server';

import { z } from 'zod';
import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { deleteTemplate } from '@/lib/templates/delete-template';
import { previewHandwriting } from '@/lib/templates/preview-handwriting';
import { saveTemplate } from '@/lib/templates/save-template';
import { PREVIEW_MESSAGES } from '@/lib/validation/handwriting';
import { CustomValueSchema, SaveTemplateSchema, TEMPLATE_MESSAGES, templateFromForm } from '@/lib/validation/template';

export const createTemplateAction = userAction(
  SaveTemplateSchema,
  { name: 'create-template', fallbackError: TEMPLATE_MESSAGES.saveFailed },
  async (input, user) => saveTemplate(user.id, { ...input, id: undefined }),
);

export const updateTemplateAction = userAction(
  SaveTemplateSchema.refine((t) => !!t.id, TEMPLATE_MESSAGES.notFound),
  { name: 'update-template', fallbackError: TEMPLATE_MESSAGES.updateFailed },
  async (input, user) => saveTemplate(user.id, input),
);

export const deleteTemplateAction = userAction(
  z.object({ id: z.uuid(TEMPLATE_MESSAGES.notFound) }),
  { name: 'delete-template', fallbackError: TEMPLATE_MESSAGES.deleteFailed },
  async ({ id }, user) => deleteTemplate(user.id, id),
);

// The style and message rules are checked by previewHandwriting with the preview's own messages.
export const previewHandwritingAction = userAction(
  z.object({
    message: z.string().max(2000),
    styleId: z.number().int().nullable(),
    color: z.string().max(7),
    customValues: z.array(CustomValueSchema),
  }),
  { name: 'preview-handwriting', fallbackError: PREVIEW_MESSAGES.loadFailed },
  async (input) => previewHandwriting(input),
);

// The editor's Save form and the delete confirmation (FormData, useActionState).
export const createTemplateFormAction = userFormAction(
  SaveTemplateSchema,
  { name: 'create-template', fallbackError: TEMPLATE_MESSAGES.saveFailed, fromForm: templateFromForm },
  async (input, user) => saveTemplate(user.id, { ...input, id: undefined }),
);

export const updateTemplateFormAction = userFormAction(
  SaveTemplateSchema.refine((t) => !!t.id, TEMPLATE_MESSAGES.notFound),
  { name: 'update-template', fallbackError: TEMPLATE_MESSAGES.updateFailed, fromForm: templateFromForm },
  async (input, user) => saveTemplate(user.id, input),
);

export const deleteTemplateFormAction = userFormAction(
  z.object({ id: z.uuid(TEMPLATE_MESSAGES.notFound) }),
  { name: 'delete-template', fallbackError: TEMPLATE_MESSAGES.deleteFailed },
  async ({ id }, user) => deleteTemplate(user.id, id),
);
