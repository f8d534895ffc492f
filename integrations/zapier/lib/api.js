'use strict';

// Where Inkpost's API is and how its answers become messages a Zapier user can act on.

/**
 * The origin of the Inkpost server this app talks to, without a trailing slash. Zapier keeps it
 * as the version's environment (`zapier env:set 1.0.0 INKPOST_URL=https://app.example.com`); the
 * tests point it at the sandbox server they run against.
 */
function inkpostUrl() {
  const url = process.env.INKPOST_URL;
  if (!url) throw new Error('INKPOST_URL is not set: run `zapier env:set <version> INKPOST_URL=https://…`.');
  return url.replace(/\/+$/, '');
}

/** The full URL of an /api/v1 path. */
const apiUrl = (path) => `${inkpostUrl()}/api/v1${path}`;

/** Every request carries the account's API key (Profile → Integrations). */
function addApiKey(request, z, bundle) {
  if (bundle.authData && bundle.authData.api_key) {
    request.headers = { ...request.headers, 'x-api-key': bundle.authData.api_key };
  }
  request.headers = { Accept: 'application/json', ...request.headers };
  return request;
}

/**
 * Inkpost answers every error as { error, message }, in words meant for people: that message is
 * what the Zap shows. A refused key asks Zapier to have the user reconnect. Fields named by a 422
 * are listed after the message.
 */
function explainErrors(response, z) {
  if (response.status < 400 || response.skipThrowForStatus) return response;
  return throwExplained(response, z);
}

/** Throws the error of a 4xx or 5xx answer in Inkpost's own words. */
function throwExplained(response, z) {
  let body = {};
  try {
    body = JSON.parse(response.content);
  } catch {
    body = {};
  }
  const code = body.error || `http_${response.status}`;
  let message = body.message || `Inkpost answered HTTP ${response.status}.`;
  if (body.fields && typeof body.fields === 'object') {
    const named = Object.entries(body.fields).map(([field, problem]) => `${field}: ${problem}`);
    if (named.length) message = `${message} (${named.join('; ')})`;
  }
  if (response.status === 401) {
    throw new z.errors.ExpiredAuthError(
      `${message} Reconnect your Inkpost account in Zapier with the key from Profile → Integrations.`,
    );
  }
  if (response.status === 403 && code === 'pro_required') {
    throw new z.errors.Error(`${message} Zapier works with Inkpost's Pro plan.`, code, response.status);
  }
  throw new z.errors.Error(message, code, response.status);
}

/** A YYYY-MM-DD day from what Zapier hands a date field: a day, or a date-time in the user's time zone. */
function toDay(value) {
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(String(value).trim());
  if (!match) throw new Error(`Send date must be a date like 2026-12-24, not "${value}".`);
  return match[1];
}

/** Custom values as strings: Zapier's dictionary fields may carry numbers from other apps. */
function customValues(dict) {
  if (!dict || typeof dict !== 'object') return undefined;
  const entries = Object.entries(dict).filter(([key]) => key.trim() !== '');
  if (!entries.length) return undefined;
  return Object.fromEntries(entries.map(([key, value]) => [key.trim(), value === null ? '' : String(value)]));
}

module.exports = { inkpostUrl, apiUrl, addApiKey, explainErrors, throwExplained, toDay, customValues };
