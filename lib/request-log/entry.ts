// One row of the request log as the process builds it (lib/http/request-log-record.ts) and writes it (write.ts).
export type RequestLogEntry = {
  createdAt: Date;
  requestId: string;
  organizationId: string | null;
  apiKeyId: string | null;
  method: string;
  pathTemplate: string | null;
  path: string;
  query: string | null;
  status: number;
  errorCode: string | null;
  durationMs: number;
  ip: string | null;
  userAgent: string | null;
  requestBody: string | null;
  responseBody: string | null;
};
