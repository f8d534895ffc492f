import 'server-only';
import { env } from '@/lib/env';

/** The one admin account is the one with ADMIN_EMAIL, in any case. */
export const isAdminEmail = (email: string) => email.trim().toLowerCase() === env().adminEmail;
