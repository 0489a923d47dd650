// A stand-in for `next start -p <port>` under scripts/serve.ts (tests/serve.test.ts): answers every
// request with its pid, and stops cleanly on SIGTERM like Next.js does.
import http from 'node:http';

const port = Number(process.argv[process.argv.indexOf('-p') + 1]);
const server = http.createServer((req, res) => res.writeHead(200, { Connection: 'close' }).end(String(process.pid)));
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
