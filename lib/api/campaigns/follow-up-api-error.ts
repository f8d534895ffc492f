import { UserFacingError } from '@/lib/errors';
import { FollowUpStepError } from '@/lib/follow-ups/follow-up-step-error';
import { FOLLOW_UP_STEP_MESSAGES } from '@/lib/validation/follow-up-step-messages';
import { ApiError, validationError } from '../errors';
import { API_MESSAGES } from '../messages';

/** A refusal of the follow-up domain as the API answers it: 404 for what is not the caller's, else 422 naming the field. */
export function followUpApiError(error: unknown): unknown {
  if (error instanceof FollowUpStepError) {
    if (error.message === FOLLOW_UP_STEP_MESSAGES.stepNotFound)
      return new ApiError(404, 'not_found', FOLLOW_UP_STEP_MESSAGES.stepNotFound);
    return validationError({ [error.field]: error.message });
  }
  if (error instanceof UserFacingError) return new ApiError(404, 'not_found', API_MESSAGES.campaignNotFound);
  return error;
}
