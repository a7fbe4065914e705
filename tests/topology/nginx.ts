import { type ChildProcess, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tlsHandshakes } from './coturn.ts';
import { replaceMarked, replaceMarkedLines } from './deploy-file.ts';
import { runCommand, waitFor } from './run-command.ts';

const DEPLOY_SITE = new URL('../../deploy/nginx/enotary.conf', import.meta.url);
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxOptions {
  dir: string;
  /** HTTPS (443 in the deployment) and plain HTTP (80). */
  tlsPort: number;
  plainPort: number;
  /** The server processes' ports on 127.0.0.1. */
  upstreamPorts: readonly number[];
  webRoot: string;
  cert: string;
  key: string;
}

export interface Nginx {
  origin: string;
  accessLog: string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx/enotary.conf as the topology runs it: the site file with this machine's ports,
 * upstream processes, certificate and web root in the marked lines; IPv6 listeners left out
 * (the test machine may have no ::1). The name is `localhost`, so browsers send it as the TLS
 * name (SNI), as they send the portal's name in production.
 */
export function nginxSite(options: NginxOptions): string {
  const file = 'deploy/nginx/enotary.conf';
  let site = readFileSync(DEPLOY_SITE, 'utf8');
  site = replaceMarkedLines(
    site,
    file,
    'upstream-server',
    options.upstreamPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`),
  );
  const origin = `https://localhost:${options.tlsPort}`;
  site = replaceMarked(site, file, {
    'listen-tls-default': `listen 127.0.0.1:${options.tlsPort} ssl default_server;`,
    'listen-tls-default-v6': '# (no IPv6 listener on the test machine)',
    'listen-plain-default': `listen 127.0.0.1:${options.plainPort} default_server;`,
    'listen-plain-default-v6': '# (no IPv6 listener on the test machine)',
    'listen-plain': `listen 127.0.0.1:${options.plainPort};`,
    'listen-plain-v6': '# (no IPv6 listener on the test machine)',
    'listen-tls': `listen 127.0.0.1:${options.tlsPort} ssl http2;`,
    'listen-tls-v6': '# (no IPv6 listener on the test machine)',
    'server-name': 'server_name localhost;',
    'https-redirect': `return 301 ${origin}$request_uri;`,
    'tls-certificate': `ssl_certificate ${options.cert};`,
    'tls-key': `ssl_certificate_key ${options.key};`,
    'web-root': `root ${options.webRoot};`,
    'previous-web-root': `root ${options.webRoot};`,
  });
  if (!existsSync(BROTLI_MODULE)) site = replaceMarked(site, file, { brotli: '# (no brotli module: apt-get install libnginx-mod-http-brotli-static)' });
  return site;
}

/** Debian's nginx, as root with workers as www-data, everything it writes under `dir`. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const www = { uid: Number((await runCommand('id', ['-u', 'www-data'])).trim()), gid: Number((await runCommand('id', ['-g', 'www-data'])).trim()) };
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(options.dir, temp), { recursive: true });
    chownSync(join(options.dir, temp), www.uid, www.gid);
  }
  const site = join(options.dir, 'enotary.conf');
  writeFileSync(site, nginxSite(options));
  const accessLog = join(options.dir, 'access.log');
  const main = join(options.dir, 'nginx.conf');
  writeFileSync(
    main,
    `${existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};\n` : ''}user www-data;
worker_processes 1;
pid ${join(options.dir, 'nginx.pid')};
error_log ${join(options.dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  log_format upstream '$time_iso8601 $status $request_method $uri $upstream_addr $upstream_status $request_time';
  access_log ${accessLog} upstream;
  client_body_temp_path ${join(options.dir, 'body')};
  proxy_temp_path ${join(options.dir, 'proxy')};
  fastcgi_temp_path ${join(options.dir, 'fastcgi')};
  uwsgi_temp_path ${join(options.dir, 'uwsgi')};
  scgi_temp_path ${join(options.dir, 'scgi')};
  include ${site};
}
`,
  );
  await runCommand('nginx', ['-t', '-q', '-c', main]);
  const child: ChildProcess = spawn('nginx', ['-c', main, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `https://localhost:${options.tlsPort}`;
  // Ours, not another nginx left on the port: the pid file names our child once it listens.
  await waitFor('nginx listening', async () => {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}${readFileSync(join(options.dir, 'error.log'), 'utf8').slice(-1000)}`);
    const pid = existsSync(join(options.dir, 'nginx.pid')) ? readFileSync(join(options.dir, 'nginx.pid'), 'utf8').trim() : '';
    return pid === String(child.pid) && (await tlsHandshakes(options.tlsPort, 'localhost'));
  });
  return {
    origin,
    accessLog,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
