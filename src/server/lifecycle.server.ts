// The process's state as /api/ready reports it. Draining: set on SIGTERM/SIGINT
// (src/server/graceful.ts), read by /api/ready (503 while draining, so a load balancer stops
// sending new requests) and the live message hub. Warming up: from just before the server listens
// until its warm-up requests are answered (src/server/warm-up.server.ts); never under `astro dev`.
let draining = false;
let warming = false;

export function isDraining(): boolean {
  return draining;
}

export function startDraining(): void {
  draining = true;
}

export function isWarmingUp(): boolean {
  return warming;
}

export function setWarmingUp(value: boolean): void {
  warming = value;
}
