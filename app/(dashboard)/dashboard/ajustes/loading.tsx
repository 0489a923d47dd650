// Loading state while this list page renders on the server (see page-skeleton.tsx in app/(dashboard)/dashboard for why only list pages have one).
export { PageSkeleton as default } from '../page-skeleton';
