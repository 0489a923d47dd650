// Who an audit-log entry says acted.

export const auditActorTypes = ['user', 'api_key', 'cli', 'system'] as const;
export type AuditActorType = (typeof auditActorTypes)[number];
