// nginx in front of the cluster's instances with the committed deploy/nginx.conf, run as a process of this
// test (own prefix, pid, logs and temp folders under a temporary directory; as the `nobody` user when the test
// runs as root). The committed file is used as the guide shows it, with two changes the guide documents:
// its `listen 80;` line points at a loopback port, and envios-upstreams.conf lists the two instances.
// The access log (a format of this test) records, per request, the instance that answered it.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type LogLine = {
  at: number;
  remote: string;
  method: string;
  uri: string;
  status: number;
  upstream: string;
  probe: string;
  action: string;
};
/** An open TCP connection from nginx to an instance: nginx's local port and the instance's port. */
export type UpstreamConnection = { local: number; remote: number };
export type Nginx = {
  url: string;
  port: number;
  prefix: string;
  log: () => LogLine[];
  /** the connections nginx's workers hold open (ESTABLISHED) to these instance ports, idle or busy */
  upstreamConnections: (ports: number[]) => UpstreamConnection[];
  /** the lines of nginx's error log (warn and above) */
  errors: () => string[];
  stop: () => Promise<void>;
};

const NOBODY = 65534;

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (existsSync(candidate)) return candidate;
  throw new Error('nginx is not installed (Debian: apt-get install nginx; .ci/run installs it)');
}

function chownTree(dir: string, uid: number): void {
  chownSync(dir, uid, uid);
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) chownTree(full, uid);
    else chownSync(full, uid, uid);
  }
}

export async function startNginx(options: { port: number; upstreams: number[] }): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'envios-cluster-nginx-'));
  chmodSync(prefix, 0o755);
  for (const dir of ['conf', 'logs', 'tmp']) mkdirSync(path.join(prefix, dir));
  const committed = readFileSync('deploy/nginx.conf', 'utf8');
  if (!/^\s*listen 80;$/m.test(committed)) throw new Error('deploy/nginx.conf: the `listen 80;` line the guide documents is missing');
  writeFileSync(path.join(prefix, 'conf/envios.conf'), committed.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${options.port};`));
  writeFileSync(
    path.join(prefix, 'conf/envios-upstreams.conf'),
    options.upstreams.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;\n`).join(''),
  );
  const tmp = (name: string) => path.join(prefix, 'tmp', name);
  writeFileSync(
    path.join(prefix, 'conf/nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 512; }
http {
  client_body_temp_path ${tmp('body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
  log_format cluster '$msec|$remote_addr|$request_method|$uri|$status|$upstream_addr|$http_x_cluster_probe|$http_next_action';
  access_log ${prefix}/logs/access.log cluster;
  include envios.conf;
}
`,
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownTree(prefix, NOBODY);
  const child: ChildProcess = spawn(
    nginxBinary(),
    ['-p', prefix, '-c', path.join(prefix, 'conf/nginx.conf'), '-e', path.join(prefix, 'logs/error.log')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    },
  );
  const deadline = Date.now() + 15_000;
  while (!(await listening(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const errors = existsSync(path.join(prefix, 'logs/error.log')) ? readFileSync(path.join(prefix, 'logs/error.log'), 'utf8') : '';
      throw new Error(`nginx did not start (${child.exitCode}):\n${errors}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const accessLog = path.join(prefix, 'logs/access.log');
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    prefix,
    log: () =>
      existsSync(accessLog)
        ? readFileSync(accessLog, 'utf8')
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((line) => {
              const [at, remote, method, uri, status, upstream, probe, action] = line.split('|');
              return {
                at: Number(at) * 1000,
                remote,
                method,
                uri,
                status: Number(status),
                upstream,
                probe: probe === '-' ? '' : probe,
                action: action === '-' ? '' : action,
              };
            })
        : [],
    upstreamConnections: (ports) => upstreamConnections(child.pid!, ports),
    errors: () => {
      const file = path.join(prefix, 'logs/error.log');
      return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** The instance that answered a logged request: the last upstream nginx tried ("127.0.0.1:4111, 127.0.0.1:4112"). */
export function answeredBy(line: LogLine, ports: Record<'A' | 'B', number>): 'A' | 'B' | '-' {
  const last = line.upstream.split(',').pop()!.trim();
  if (last.endsWith(`:${ports.A}`)) return 'A';
  if (last.endsWith(`:${ports.B}`)) return 'B';
  return '-';
}

/** The socket inodes of nginx's master `pid` and its workers, read from /proc. */
function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  for (const process of [String(pid), ...children]) {
    for (const fd of readdirSync(`/proc/${process}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${process}/fd/${fd}`));
        if (match) inodes.add(match[1]);
      } catch {
        // closed meanwhile
      }
    }
  }
  return inodes;
}

/** nginx's ESTABLISHED connections to 127.0.0.1:<one of ports>, from /proc/net/tcp (state 01). */
function upstreamConnections(pid: number, ports: number[]): UpstreamConnection[] {
  const inodes = socketInodes(pid);
  const found: UpstreamConnection[] = [];
  for (const line of readFileSync('/proc/net/tcp', 'utf8').trim().split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    const [local, remote, state, inode] = [fields[1], fields[2], fields[3], fields[9]];
    const remotePort = parseInt(remote.split(':')[1], 16);
    if (state === '01' && inodes.has(inode) && ports.includes(remotePort))
      found.push({ local: parseInt(local.split(':')[1], 16), remote: remotePort });
  }
  return found;
}
