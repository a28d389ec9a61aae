import { describe, expect, it, vi } from 'vitest';
import { accessLogger, createLogger, logger } from './log.server';

function capture(level: 'debug' | 'info' | 'warn' | 'error' = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger(level, (line) => lines.push(JSON.parse(line)));
  return { logger, lines };
}

describe('the server log', () => {
  it('writes JSON lines with the level name, the time and the fields', () => {
    const { logger, lines } = capture();
    logger.info({ reqId: 'r1', status: 200 }, 'request');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', reqId: 'r1', status: 200 }),
    ]);
    expect(lines[0]!['time']).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('drops lines below LOG_LEVEL', () => {
    const { logger, lines } = capture('warn');
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(lines.map((l) => l['msg'])).toEqual(['w', 'e']);
  });

  it('redacts passwords, tokens, cookies and the Authorization header in logged objects', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        password: 'p1',
        body: { newPassword: 'p2', token: 't1' },
        req: { headers: { authorization: 'Bearer t2', cookie: 'sid=t3', accept: '*/*' } },
        res: { headers: { 'set-cookie': 'sid=t4' } },
      },
      'x',
    );
    const text = JSON.stringify(lines[0]);
    for (const secret of ['p1', 'p2', 't1', 't2', 't3', 't4']) expect(text).not.toContain(secret);
    expect(text).toContain('*/*');
  });

  it('serializes an error with its message and stack', () => {
    const { logger, lines } = capture();
    logger.error({ err: new Error('boom'), reqId: 'r2' }, 'unexpected error');
    expect(lines[0]).toMatchObject({ reqId: 'r2', err: { message: 'boom', type: 'Error' } });
    expect(String((lines[0]!['err'] as { stack: string }).stack)).toContain('boom');
  });

  it("writes access lines through the process's logger, whose other lines stay redacted", () => {
    const lines: Array<Record<string, unknown>> = [];
    const spy = vi
      .spyOn(console, 'log')
      .mockImplementation((l: string) => void lines.push(JSON.parse(l)));
    try {
      accessLogger().info({ reqId: 'r3', path: '/a?token', status: 200 }, 'request');
      logger().info({ token: 't5', req: { headers: { cookie: 'sid=t6' } } }, 'x');
    } finally {
      spy.mockRestore();
    }
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: 'r3',
      path: '/a?token',
    });
    expect(typeof lines[0]!['time']).toBe('string');
    const text = JSON.stringify(lines[1]);
    for (const secret of ['t5', 't6']) expect(text).not.toContain(secret);
  });
});
