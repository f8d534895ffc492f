import { describe, expect, it } from 'vitest';
import { HOOK_URL_MESSAGES as M, hookTargetUrlProblem } from './hook-target-url';

describe('hook target URLs', () => {
  it('accepts https URLs on public hosts', () => {
    for (const url of [
      'https://hooks.zapier.com/hooks/standard/123/abc/',
      'https://example.com:8443/inkpost?x=1',
      'https://8.8.8.8/hook',
      'https://[2606:4700:4700::1111]/hook',
    ]) {
      expect(hookTargetUrlProblem(url), url).toBeNull();
    }
  });

  it('refuses what is not https', () => {
    expect(hookTargetUrlProblem('http://hooks.zapier.com/x')).toBe(M.https);
    expect(hookTargetUrlProblem('ftp://hooks.zapier.com/x')).toBe(M.https);
    expect(hookTargetUrlProblem('hooks.zapier.com/x')).toBe(M.invalid);
    expect(hookTargetUrlProblem('')).toBe(M.invalid);
  });

  it('refuses credentials in the URL', () => {
    expect(hookTargetUrlProblem('https://user:pw@example.com/')).toBe(M.credentials);
  });

  it('refuses localhost, local names and private, loopback and link-local addresses', () => {
    for (const url of [
      'https://localhost/hook',
      'https://LOCALHOST./hook',
      'https://api.localhost/hook',
      'https://printer.local/hook',
      'https://db.internal/hook',
      'https://intranet/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://172.16.0.1/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/hook',
      'https://100.64.0.1/hook',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[2002:a9fe:a9fe::]/',
      'https://[::7f00:1]/',
      'https://[::ffff:0:7f00:1]/',
      'https://[fec0::1]/',
      'https://[2001:0:4136:e378:8000:63bf:80ff:fefe]/',
      'https://192.0.2.1/hook',
    ]) {
      expect(hookTargetUrlProblem(url), url).toBe(M.privateHost);
    }
  });
});
