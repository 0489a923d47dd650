// The PAC simulator's cancellation endpoints (any path containing /cancel): not played yet. The stamping server
// (./server.ts) hands every such request here; this answers 501 in the PAC's error shape until cancellation is built.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type PacCancelOptions = {
  /** the bearer token the simulator accepts */
  token: string;
  /** the stamps the simulator has issued, by UUID (the stamped XML), for a cancellation to find its invoice */
  stampsByUuid: Map<string, string>;
};

/** Handles a cancellation request; answers true when it wrote the answer. */
export function createCancelHandler(
  _options: PacCancelOptions,
): (req: IncomingMessage, res: ServerResponse, body: string) => Promise<boolean> {
  return async (_req, res) => {
    res.writeHead(501, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ status: 'error', message: 'La cancelación no está disponible en el simulador.', messageDetail: null }));
    return true;
  };
}
