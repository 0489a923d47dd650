// A server process for tests/processes/adjustments-crash.test.ts: the provider intake (POST /api/provider/events) over
// HTTP in a process of its own that the test kills with SIGKILL at a chosen point of a measurement report:
//   CRASH_AT=before_commit  the transaction has locked the order and read its adjustments, and its last statement (the
//                           adjustment, the order.adjusted event, the balance and its ledger entry) is about to be sent
//                           with the COMMIT (db/last-statement-transaction.ts): neither is sent, the process prints
//                           "paused" and waits there to be killed, its transaction open in PostgreSQL;
//   CRASH_AT=after_commit   the transaction committed, the answer is not sent: prints "committed" and waits.
// Prints "listening <port>" once ready. Run as: node --import tsx tests/helpers/measurement-server-child.ts
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installStatementHook, type StatementHook } from '@/db/client';
import * as providerEvents from '@/app/api/provider/events/route';
import { toWebRequest } from './web-request';

const crashAt = process.env.CRASH_AT;
const hang = (word: string) => {
  console.log(word);
  return new Promise<never>(() => {});
};

type PendingQuery = { handle: (...args: unknown[]) => unknown };

if (crashAt === 'before_commit') {
  // Every statement goes through here. The last statement (it changes the balance) and the COMMIT sent with it are
  // never handed to the connection: the transaction stays open, with the order locked, until the process dies.
  let paused = false;
  const hook: StatementHook = {
    traps: () => ({}),
    query(query, text) {
      const q = query as unknown as PendingQuery;
      const statement = text();
      if (typeof q?.handle !== 'function') return query;
      if (/update organizations set balance_centavos/.test(statement) || (paused && /^commit$/i.test(statement.trim()))) {
        paused = true;
        q.handle = () => hang('paused');
      }
      return query;
    },
  };
  installStatementHook(hook);
}

const server = http.createServer(async (incoming, outgoing) => {
  const response = await providerEvents.POST(toWebRequest(incoming), { params: Promise.resolve({}) });
  if (crashAt === 'after_commit' && response.status === 200) await hang('committed');
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
});

server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
