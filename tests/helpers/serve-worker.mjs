// A stand-in for scripts/next-server.mjs (`-p <port> -H <host>`) under scripts/serve.ts (tests/processes/serve.test.ts): answers every
// request with its pid, says which port it got (with -p 0 the workers share one random port), and stops
// cleanly on SIGTERM like Next.js does.
import http from 'node:http';

const port = Number(process.argv[process.argv.indexOf('-p') + 1]);
const server = http.createServer((req, res) => res.writeHead(200, { Connection: 'close' }).end(`serve-worker ${process.pid}`));
server.listen(port, '127.0.0.1', () => console.log(`serve-worker ${process.pid} listening ${server.address().port}`));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
