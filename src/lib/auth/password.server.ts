// argon2id with the parameters OWASP recommends (m=19 MiB, t=2, p=1): never a fast hash.
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let verifications = 0;
/** Hashes this process has verified so far: the limit tests count password checks with it. */
export const verificationCount = (): number => verifications;

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  verifications++;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against on unknown accounts so timing does not reveal them. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  return dummy;
}
