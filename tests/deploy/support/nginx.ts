// Debian's nginx in front of the built server, configured by deploy/nginx.conf itself: the file's
// placeholders (upstream, server name, certificate) and its listen ports are substituted, and it
// is included in a main configuration of our own (pid, logs, temp folders in a temporary folder,
// no daemon), so the test runs what an operator installs, on free ports, as root or not.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { freePort, ROOT } from './server';

export const NGINX = '/usr/sbin/nginx';

export type RunningNginx = {
  httpPort: number;
  httpsPort: number;
  /** the self-signed certificate nginx presents (PEM) */
  cert: string;
  log: () => string;
  stop: () => Promise<void>;
};

/** Replaces `pattern` in `text`, failing when it is not there (the shipped file changed shape). */
function must(text: string, pattern: RegExp, by: string): string {
  if (text.search(pattern) === -1) throw new Error(`deploy/nginx.conf: ${pattern} not found`);
  return text.replace(pattern, by);
}

/** The shipped site file with test ports, the upstream and the certificate filled in. */
export function siteConfig(opts: {
  upstream: string;
  httpPort: number;
  httpsPort: number;
  cert: string;
  key: string;
}): string {
  let conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  conf = must(conf, /__UPSTREAM__;/g, `${opts.upstream};`);
  conf = must(conf, /server_name __SERVER_NAME__;/g, 'server_name 127.0.0.1 localhost;');
  conf = must(conf, /ssl_certificate __TLS_CERT__;/, `ssl_certificate ${opts.cert};`);
  conf = must(conf, /ssl_certificate_key __TLS_KEY__;/, `ssl_certificate_key ${opts.key};`);
  // Loopback IPv4 only: the machine may have no IPv6, and the ports are ours for this test.
  conf = must(conf, /^\s*listen \[::\]:\d+[^;]*;\n/gm, '');
  conf = must(conf, /listen 80;/, `listen 127.0.0.1:${opts.httpPort};`);
  conf = must(conf, /listen 443 ssl http2;/, `listen 127.0.0.1:${opts.httpsPort} ssl http2;`);
  const directives = conf.replace(/#.*$/gm, '');
  if (/__[A-Z_]+__/.test(directives)) throw new Error('deploy/nginx.conf: a placeholder is left');
  return conf;
}

function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const r = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`openssl failed: ${r.stderr}`);
  return { cert, key };
}

function waitForTls(port: number, deadline: number, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not start:\n${log()}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export async function startNginx(opts: { upstreamPort: number }): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: run the suite through npm test`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-nginx-'));
  const { cert, key } = selfSignedCertificate(dir);
  const httpPort = await freePort();
  const httpsPort = await freePort();
  fs.writeFileSync(
    path.join(dir, 'site.conf'),
    siteConfig({ upstream: `127.0.0.1:${opts.upstreamPort}`, httpPort, httpsPort, cert, key }),
  );
  const isRoot = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // As root the workers would switch to nobody, who cannot use our temporary folders.
      isRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log info;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${dir}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t}_temp_path ${dir}/${t};`,
      ),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(
    NGINX,
    ['-p', `${dir}/`, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => {
    const file = path.join(dir, 'error.log');
    return out + (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  };
  await waitForTls(httpsPort, Date.now() + 30_000, log);
  return {
    httpPort,
    httpsPort,
    cert: fs.readFileSync(cert, 'utf8'),
    log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT'); // graceful: finish open requests
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
