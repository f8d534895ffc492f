import { describe, expect, it } from 'vitest';
import { firstIssue, LoginSchema, SignupSchema } from './auth';

const signup = (over: Partial<Record<string, string>> = {}) => {
  const result = SignupSchema.safeParse({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'engines1843',
    confirmPassword: 'engines1843',
    ...over,
  });
  return result.success ? 'ok' : firstIssue(result.error);
};

describe('login validation', () => {
  it('needs email and password', () => {
    for (const input of [
      { email: '', password: 'x' },
      { email: 'a@b.co', password: '' },
    ]) {
      const result = LoginSchema.safeParse(input);
      expect(result.success).toBe(false);
      if (!result.success) expect(firstIssue(result.error)).toBe('Email and password are required');
    }
    expect(LoginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('signup validation', () => {
  it('accepts a complete form', () => expect(signup()).toBe('ok'));
  it('needs a name', () => expect(signup({ name: '  ' })).toBe('Name is required'));
  it('needs email and password', () => {
    expect(signup({ email: '' })).toBe('Email and password are required');
    expect(signup({ password: '', confirmPassword: '' })).toBe('Email and password are required');
  });
  it('needs a real email', () => expect(signup({ email: 'ada' })).toBe('Please enter a valid email address'));
  it('needs 8 characters', () =>
    expect(signup({ password: 'short', confirmPassword: 'short' })).toBe(
      'Password must be at least 8 characters long',
    ));
  it('needs matching passwords', () =>
    expect(signup({ confirmPassword: 'engines1844' })).toBe('Passwords do not match'));
});
