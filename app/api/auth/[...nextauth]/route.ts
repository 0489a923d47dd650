// Auth.js endpoints (session, CSRF token, credentials callback, sign-out).
import { handlers } from '@/auth';

export const { GET, POST } = handlers;
