// The process's draining flag: set on SIGTERM/SIGINT (src/server/graceful.ts), read by /api/ready
// (503 while draining, so a load balancer stops sending new requests) and the live message hub.
// On globalThis: the server entry sets it, the Astro bundle's copy of this module reads it.
const KEY = Symbol.for('marketplace.draining');
const g = globalThis as unknown as { [KEY]?: boolean };

export function isDraining(): boolean {
  return g[KEY] === true;
}

export function startDraining(): void {
  g[KEY] = true;
}
