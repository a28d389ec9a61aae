// E-mail providers: `log` by default, SMTP through nodemailer when SMTP_URL is set, checked against
// a minimal SMTP server on 127.0.0.1 that records what it receives.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.server';
import { logMailProvider, mailProvider } from './mail.server';

let server: net.Server;
let port = 0;
const received: { from: string; to: string[]; data: string }[] = [];

beforeAll(async () => {
  server = net.createServer((socket) => {
    let from = '';
    const to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data !== null) {
          if (line === '.') {
            received.push({ from, to: [...to], data });
            data = null;
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 fake\r\n');
        else if (cmd === 'MAIL') {
          from = line;
          socket.write('250 OK\r\n');
        } else if (cmd === 'RCPT') {
          to.push(line);
          socket.write('250 OK\r\n');
        } else if (cmd === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (cmd === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('mailProvider()', () => {
  it('is `log` without SMTP_URL', () => {
    expect(mailProvider(parseConfig({}))).toBe(logMailProvider);
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const provider = mailProvider(
      parseConfig({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Quruvchi.uz <no-reply@quruvchi.uz>',
      }),
    );
    expect(provider.name).toBe('smtp');
    await provider.send({
      to: 'aziz@example.com',
      subject: 'Quruvchi.uz: kod',
      text: 'Kod 12345',
      purpose: 'register',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toMatch(/no-reply@quruvchi\.uz/);
    expect(received[0]!.to[0]).toMatch(/aziz@example\.com/);
    expect(received[0]!.data).toMatch(/Kod 12345/);
  });
});
