// @ts-check
// The one fact about a request that only the Node.js server sees: the address of the socket it came in on.
// Next.js route handlers never see the socket, so the server in front of them (scripts/next-server.mjs, and
// tests/helpers/app-server.ts in the tests) writes it into this header on every request, replacing
// whatever a client sent under the same name. lib/http/client-ip.ts applies the client-address rule to it.
// Plain JavaScript because scripts/next-server.mjs runs without a TypeScript loader.

export const PEER_ADDRESS_HEADER = 'x-envios-peer-address';

/**
 * Writes the socket's address into the request's headers (node:http IncomingMessage), overwriting any value
 * the client sent, so nothing downstream can mistake a client's header for the socket.
 * @param {import('node:http').IncomingMessage} req
 */
export function stampPeerAddress(req) {
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
}
