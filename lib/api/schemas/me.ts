import { z } from 'zod';

/** GET /api/v1/me: who the key belongs to (Zapier's connection test and connection label). */
export const MeSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  name: z.string(),
  plan: z.string().nullable().describe('The plan name, e.g. "Pro"'),
});
