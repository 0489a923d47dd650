// Transitional: moved to lib/errors/zod-es.ts; kept only while lib/dashboard/ still imports it from here.
export { formatPath, formatZodError, spanishPredicate } from '@/lib/errors/zod-es';
