import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * VAPID keys of Web Push (RFC 8292): a P-256 key pair, written as web-push and the browser's
 * `applicationServerKey` expect it — the public key as the 65-byte uncompressed point, the private key
 * as the 32-byte scalar, both base64url without padding.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A fresh key pair. */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // the scalar may come back shorter than 32 bytes when it begins with zeros
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return { publicKey: b64url(ecdh.getPublicKey(null, 'uncompressed')), privateKey: b64url(privateKey) };
}

/** The public key of a private key; throws when it is not a P-256 scalar. */
export function vapidPublicKeyOf(privateKey: string): string {
  const bytes = Buffer.from(privateKey, 'base64url');
  if (bytes.length !== 32) throw new RangeError('a VAPID private key is 32 bytes');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(bytes);
  return b64url(ecdh.getPublicKey(null, 'uncompressed'));
}

/** Keys generated on first start and kept in DATA_DIR (decisions.md), so subscriptions survive restarts. */
export function persistedVapidKeys(dataDir: string, name = 'vapid-keys.json'): VapidKeys {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    if (vapidPublicKeyOf(stored.privateKey) !== stored.publicKey) {
      throw new Error(`${file}: the VAPID public key does not belong to the private key`);
    }
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
