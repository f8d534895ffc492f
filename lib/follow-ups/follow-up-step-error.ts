import { UserFacingError } from '@/lib/errors';

/** A step the server refuses, naming the field at fault: the API's `fields`, the form's field. */
export class FollowUpStepError extends UserFacingError {
  constructor(
    message: string,
    readonly field: 'template_id' | 'campaign' | 'steps',
  ) {
    super(message);
    this.name = 'FollowUpStepError';
  }
}
