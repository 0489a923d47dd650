import type { IncomingMessage } from 'node:http';

export declare const PEER_ADDRESS_HEADER: 'x-envios-peer-address';
export declare function stampPeerAddress(req: IncomingMessage): void;
