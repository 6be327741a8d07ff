import { randomBytes, scrypt } from "node:crypto";
import { promisify } from "node:util";

const derive = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/**
 * scrypt at a thirty-second of better-auth's cost (N 1024, r 8 against 16384, 16), in its format
 * (salt:key, hex). Tests of the accounts give it to createAccountService so a sign-in costs a
 * millisecond, not a tenth of a second; the site never does (accounts' service.server.test.ts).
 */
export const cheapPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password.normalize("NFKC"), salt, 64, { N: 1024, r: 8, p: 1 })).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    return (await derive(password.normalize("NFKC"), salt, 64, { N: 1024, r: 8, p: 1 })).toString("hex") === key;
  },
};
