// nginx in front of the cluster's instances with the committed deploy/nginx.conf, run as a process of this
// test (own prefix, pid, logs and temp folders under a temporary directory; as the `nobody` user when the test
// runs as root). The committed file is used as the guide shows it, with two changes the guide documents:
// its `listen 80;` line points at a loopback port, and envios-upstreams.conf lists the two instances.
// The access log (a format of this test) records, per request, the instance that answered it.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type LogLine = { at: number; remote: string; method: string; uri: string; status: number; upstream: string; probe: string; action: string };
export type Nginx = { url: string; port: number; prefix: string; log: () => LogLine[]; stop: () => Promise<void> };

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
  const child: ChildProcess = spawn(nginxBinary(), ['-p', prefix, '-c', path.join(prefix, 'conf/nginx.conf'), '-e', path.join(prefix, 'logs/error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
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
              return { at: Number(at) * 1000, remote, method, uri, status: Number(status), upstream, probe: probe === '-' ? '' : probe, action: action === '-' ? '' : action };
            })
        : [],
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
