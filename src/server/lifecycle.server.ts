// The process's draining flag: set on SIGTERM/SIGINT (src/server/graceful.ts), read by /api/ready
// (503 while draining, so a load balancer stops sending new requests) and the live message hub.
let draining = false;

export function isDraining(): boolean {
  return draining;
}

export function startDraining(): void {
  draining = true;
}
