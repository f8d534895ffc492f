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
  cannotConnect:
    'Unable to connect to authentication service. Please check your internet connection and try again.',
  noSession: 'Failed to establish session',
  unexpectedSignIn: 'An unexpected error occurred during sign in. Please try again.',
  formDefault: 'Authentication failed. Please try again.',
  emailTaken: 'An account with this email already exists',
  createUserFailed: 'Failed to create user account',
  noFreePlan: 'Unable to set up account. Please contact support.',
  duplicateKey: 'Account creation failed. Please try again or contact support.',
  signupFailed:
    'Failed to create account. Please try again or contact support if the problem persists.',
  notAuthenticated: 'Not authenticated',
} as const;

/** Password change (spec sections 5 and 8). */
export const PASSWORD_MESSAGES = {
  allRequired: 'Please fill in all password fields',
  newPasswordsDoNotMatch: 'New passwords do not match',
  tooShort: 'Password must be at least 8 characters long',
  currentIncorrect: 'Current password is incorrect',
  failed: 'Failed to change password',
  changed: 'Password changed. Other sessions have been signed out.',
} as const;
