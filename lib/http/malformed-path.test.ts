import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerMalformedApiPath, hasMalformedPath, MALFORMED_PATH_MESSAGE } from './malformed-path.mjs';

describe('hasMalformedPath', () => {
  it('finds a percent-encoding in the path that does not decode, and ignores the query', () => {
    for (const bad of ['/api/v1/orders/%ZZ', '/api/v1/orders/%', '/api/v1/orders/%E0%A4%A', '/api/v1/orders/%C0%AF']) {
      expect(hasMalformedPath(bad), bad).toBe(true);
    }
    for (const good of ['/api/v1/orders/abc', '/api/v1/orders/%C3%B1', '/api/v1/orders?q=%ZZ', '/']) {
      expect(hasMalformedPath(good), good).toBe(false);
    }
  });
});

function fakeExchange(url: string, accept?: string) {
  const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const req = { url, headers: accept ? { accept } : {} } as unknown as IncomingMessage;
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body: string) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { req, res, sent };
}

describe('answerMalformedApiPath', () => {
  it("answers an /api address that does not decode with the API's Spanish 404 and a request id", () => {
    const { req, res, sent } = fakeExchange('/api/v1/orders/%ZZ');
    expect(answerMalformedApiPath(req, res)).toBe(true);
    expect(sent.status).toBe(404);
    expect(JSON.parse(sent.body ?? '')).toEqual({ error: MALFORMED_PATH_MESSAGE });
    expect(sent.headers?.['X-Error-Code']).toBe('not_found');
    expect(sent.headers?.['X-Request-Id']).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('answers problem details when asked', () => {
    const { req, res, sent } = fakeExchange('/api/v1/orders/%ZZ', 'application/problem+json');
    expect(answerMalformedApiPath(req, res)).toBe(true);
    expect(sent.headers?.['Content-Type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(sent.body ?? '')).toMatchObject({ status: 404, code: 'not_found', detail: MALFORMED_PATH_MESSAGE });
  });

  it('leaves pages and well-formed API addresses to Next.js', () => {
    for (const url of ['/rastreo/%ZZ', '/api/v1/orders/abc', '/api/v1/orders?q=%ZZ']) {
      const { req, res, sent } = fakeExchange(url);
      expect(answerMalformedApiPath(req, res), url).toBe(false);
      expect(sent.status).toBeUndefined();
    }
  });
});
