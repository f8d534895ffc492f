/** Every auth message of spec sections 5 and 8, word for word. */
export const AUTH_MESSAGES = {
  emailAndPasswordRequired: 'Email and password are required',
  nameRequired: 'Name is required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  invalidEmail: 'Please enter a valid email address',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  sessionExpired: 'Session expired. Please sign in again.',
  cannotConnect: 'Unable to connect to authentication service. Please check your internet connection and try again.',
  noSession: 'Failed to establish session',
  unexpectedSignIn: 'An unexpected error occurred during sign in. Please try again.',
  formDefault: 'Authentication failed. Please try again.',
  emailTaken: 'An account with this email already exists',
  createUserFailed: 'Failed to create user account',
  noFreePlan: 'Unable to set up account. Please contact support.',
  duplicateKey: 'Account creation failed. Please try again or contact support.',
  signupFailed: 'Failed to create account. Please try again or contact support if the problem persists.',
  notAuthenticated: 'Not authenticated',
  // Not in the spec: the limits of docs/decisions/026 on sign-up and on reset requests.
  tooManySignUps: 'Too many sign-up attempts. Please wait 15 minutes and try again.',
} as const;

/** Password change (spec sections 5 and 8). */
export const PASSWORD_MESSAGES = {
  allRequired: 'Please fill in all password fields',
  newPasswordsDoNotMatch: 'New passwords do not match',
  tooShort: 'Password must be at least 8 characters long',
  currentIncorrect: 'Current password is incorrect',
  failed: 'Failed to change password',
  changed: 'Password changed. Other sessions have been signed out.',
  tooManyAttempts: 'Too many wrong passwords. Please wait 15 minutes and try again.',
} as const;

/** Forgot password: the request, the link and the new password (the last two as in spec section 5). */
export const RESET_MESSAGES = {
  /** The same answer whether or not an account exists, so the page tells no one who has one. */
  sent: 'If an account exists for that email, we sent a link to reset the password. It works once, for one hour.',
  tooManyRequests: 'Too many reset requests. Please wait 15 minutes and try again.',
  linkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  done: 'Your password was reset. Sign in with the new password.',
  failed: 'Failed to reset the password. Please try again.',
  /** In the reset mail and on the reset page: what a new password ends besides the old one. */
  closesEveryDoor:
    'Setting a new password signs you out everywhere and revokes your API key and its hooks (Zapier); create a new key in Profile → Integrations.',
} as const;

export const RESET_MAIL_SUBJECT = 'Reset your Inkpost password';
