// Types of lib/http/malformed-path.mjs (plain JavaScript for scripts/next-server.mjs; the project has allowJs off).
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const MALFORMED_PATH_MESSAGE: string;
export declare function hasMalformedPath(target: string): boolean;
export declare function answerMalformedApiPath(req: IncomingMessage, res: ServerResponse): boolean;
