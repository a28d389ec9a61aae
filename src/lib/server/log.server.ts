// Plain structured-enough logging to stdout/stderr; the process manager keeps it.
const stamp = () => new Date().toISOString();
export const log = {
  info: (msg: string) => console.log(`${stamp()} INFO ${msg}`),
  warn: (msg: string) => console.warn(`${stamp()} WARN ${msg}`),
  error: (msg: string, err?: unknown) => console.error(`${stamp()} ERROR ${msg}`, err ?? ''),
};
