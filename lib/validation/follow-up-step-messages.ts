// Apart from the zod rules, so that the campaign form's steps section and the results page load no zod.

/** Who a step mails (the same list as follow_up_steps.audience's check). */
export const FOLLOW_UP_AUDIENCES = ['non_responders', 'responders', 'everyone'] as const;
export type FollowUpStepAudience = (typeof FOLLOW_UP_AUDIENCES)[number];

export const MAX_FOLLOW_UP_STEPS = 5;
export const FOLLOW_UP_DAYS = { min: 1, max: 365, default: 14 } as const;

/** Every message of follow-up steps (decision 038). */
export const FOLLOW_UP_STEP_MESSAGES = {
  selectTemplate: 'Please select a template for the follow-up step',
  days: `Days must be a whole number from ${FOLLOW_UP_DAYS.min} to ${FOLLOW_UP_DAYS.max}`,
  audience: 'Audience must be non_responders, responders or everyone',
  tooMany: `A campaign can have at most ${MAX_FOLLOW_UP_STEPS} follow-up steps`,
  neighborCampaign:
    'Follow-up steps are for single-send campaigns: the cards of a neighbor order share one QR code, so one neighbor’s response cannot be told from another’s.',
  stepNotFound: 'Follow-up step not found',
  saveFailed: 'Failed to save the follow-up steps',
  pauseFailed: 'Failed to pause the campaign',
  resumeFailed: 'Failed to resume the campaign',
} as const;

export const FOLLOW_UP_AUDIENCE_LABELS: Record<FollowUpStepAudience, string> = {
  non_responders: 'Non-responders',
  responders: 'Responders',
  everyone: 'Everyone',
};

/** What the campaign form says where the audience is chosen. */
export const FOLLOW_UP_AUDIENCE_HINT =
  'A responder is a recipient who scanned the QR code of one of their postcards. Calls to the campaign’s tracking number count for the campaign, not for one card, so a caller is not known as a responder here.';

/** "Non-responders, 14 days after the previous card" */
export function describeFollowUpStep(step: { audience: FollowUpStepAudience; days: number }): string {
  return `${FOLLOW_UP_AUDIENCE_LABELS[step.audience]}, ${step.days} day${step.days === 1 ? '' : 's'} after the previous card`;
}
