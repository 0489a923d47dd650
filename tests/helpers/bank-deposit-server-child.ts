// A server process for tests/processes/bank-deposits-crash.test.ts: the bank's deposit intake (POST /api/bank/deposits)
// over HTTP in a process of its own that the test kills with SIGKILL once a callback's transaction committed and before
// its answer is sent (CRASH_AT=after_commit: prints "committed" and waits). Prints "listening <port>" once ready.
// Run as: node --import tsx tests/helpers/bank-deposit-server-child.ts
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as bankDeposits from '@/app/api/bank/deposits/route';
import { toWebRequest } from './web-request';

const crashAt = process.env.CRASH_AT;

const server = http.createServer(async (incoming, outgoing) => {
  const response = await bankDeposits.POST(toWebRequest(incoming), { params: Promise.resolve({}) });
  if (crashAt === 'after_commit' && response.status === 200) {
    console.log('committed');
    await new Promise<never>(() => {});
  }
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
});

server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
