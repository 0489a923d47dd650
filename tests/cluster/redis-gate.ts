// A TCP gate between the instances and the cluster's Redis, so a proof can take Redis away from them without
// stopping a Redis the machine may share: `open` forwards every byte both ways; `hang` keeps accepting and
// holding connections but forwards nothing (a Redis that never answers); `refuse` drops every connection and
// stops listening (a Redis that is down). `open` again drops the held connections and forwards anew.
import net from 'node:net';

export type GateMode = 'open' | 'hang' | 'refuse';
export type RedisGate = { url: string; mode: () => GateMode; set: (mode: GateMode) => Promise<void>; close: () => Promise<void> };

export async function startRedisGate(target: string, port: number): Promise<RedisGate> {
  const upstream = new URL(target);
  let mode: GateMode = 'open';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'hang') return; // held, never answered
    const redis = net.connect(Number(upstream.port || 6379), upstream.hostname);
    track(redis);
    client.pipe(redis);
    redis.pipe(client);
    client.on('close', () => redis.destroy());
    redis.on('close', () => client.destroy());
  });
  const listen = () => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen();
  return {
    url: `redis://127.0.0.1:${port}${upstream.pathname === '/' ? '' : upstream.pathname}`,
    mode: () => mode,
    async set(next) {
      if (next === mode) return;
      const wasListening = mode !== 'refuse';
      mode = next;
      if (next === 'hang') {
        // the connections already open stop forwarding too: unpiped both ways, held open
        for (const socket of sockets) {
          socket.unpipe();
          socket.removeAllListeners('data');
          socket.pause();
        }
        return;
      }
      dropAll();
      if (next === 'refuse') await new Promise<void>((resolve) => server.close(() => resolve()));
      else if (!wasListening) await listen();
    },
    async close() {
      dropAll();
      if (mode !== 'refuse') await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
