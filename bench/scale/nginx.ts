/**
 * A real nginx (Debian's, `apt-get install nginx`) in front of N server processes, started with its own
 * configuration in a temporary folder on a free loopback port: no root-owned global configuration is read or
 * changed. The configuration is the one docs/deploy.md shows, with the benchmark's paths and ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { waitForPort } from '../../test/support/engines';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Nginx {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The `http` block docs/deploy.md shows: least connections, WebSocket upgrade, keep-alive to the processes. */
export function nginxHttpBlock(upstreams: string[], listen: string, tempDir?: string): string {
  const temp = tempDir
    ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((t) => `  ${t}_temp_path ${join(tempDir, t)};`)
        .join('\n')
    : '';
  return `http {
  access_log off;
${temp}
  # Sockets spread by how many each process holds; polls are stateless, no sticky sessions.
  upstream portal {
    least_conn;
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 256;
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  server {
    listen ${listen} backlog=4096;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # Above the server's 30 s WebSocket ping: a quiet counter socket is never cut as idle.
      proxy_read_timeout 75s;
      proxy_send_timeout 75s;
    }
  }
}`;
}

/**
 * Starts nginx in front of `upstreams`. Four workers of at most 18,000 connections each: a proxied socket costs a
 * worker two (client and upstream), and where the machine's open-file limit is 20,000 and cannot be raised
 * (`worker_rlimit_nofile` needs CAP_SYS_RESOURCE), 20,000 viewers need more than two workers.
 */
export async function startNginx(upstreams: string[], port: number, connections = 18_000): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'cp-nginx-'));
  for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, t));
  const isRoot = process.getuid?.() === 0;
  const conf = `${isRoot ? 'user root;\n' : ''}worker_processes 4;
worker_rlimit_nofile ${connections * 2 + 1000};
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events {
  worker_connections ${connections};
  multi_accept on;
}
${nginxHttpBlock(upstreams, `127.0.0.1:${port}`, dir)}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (e) => reject(new Error(`nginx did not start (apt-get install nginx): ${e.message}`)));
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code}: see ${join(dir, 'error.log')}`)));
  });
  await Promise.race([failed, waitForPort(port)]);
  failed.catch(() => undefined);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
