export * from './organizations';
export * from './api-keys';
export * from './users';
export * from './orders';
export * from './webhooks';
export * from './request-logs';
export * from './email';
export * from './audit';
