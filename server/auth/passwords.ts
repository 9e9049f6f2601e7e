import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Passwords are hashed with scrypt from node:crypto (no native dependency to install): N=2^15,
 * r=8, p=1, a 16-byte salt, a 32-byte key — about 0.1 s per hash on this kind of machine.
 * The stored form names its parameters, so they can be raised later without breaking logins.
 */

const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    // maxmem: 128·N·r bytes are needed; the default (32 MiB) is exactly too small for N=2^15.
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * (options.N ?? 0) * (options.r ?? 8) * 2 }, (error, key) =>
      error ? reject(error) : resolvePromise(key),
    );
  });
}

/** `scrypt$N$r$p$salt$key` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, computed once: checking a login for an unknown user against it
 * takes as long as for a real one, so timing does not tell which usernames exist.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  return decoy;
}

/** A password people can type: 20 characters from an alphabet without look-alikes. */
export function generatePassword(length = 20): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length * 2);
  let password = '';
  for (const byte of bytes) {
    // Rejection sampling keeps every character equally likely.
    if (byte >= Math.floor(256 / alphabet.length) * alphabet.length) continue;
    password += alphabet[byte % alphabet.length];
    if (password.length === length) break;
  }
  return password.length === length ? password : generatePassword(length);
}
