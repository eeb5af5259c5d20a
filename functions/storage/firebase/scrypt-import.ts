/**
 * Reads a password hash written by auth/password.ts (`scrypt$1$ln=15,r=8,p=1$salt$key`) into
 * what Firebase Auth's importUsers needs: the key and salt as bytes and the STANDARD_SCRYPT
 * parameters, so staff keep their passwords when the data moves from SQLite to Firebase.
 */
import type { UserImportOptions } from 'firebase-admin/auth';

interface ScryptImport {
  salt: Buffer;
  key: Buffer;
  importHash: UserImportOptions['hash'];
}

const FORMAT = /^scrypt\$1\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/**
 * @example parseScryptHash('scrypt$1$ln=15,r=8,p=1$c2FsdA$a2V5...')?.importHash.memoryCost // 32768
 */
export function parseScryptHash(encoded: string): ScryptImport | null {
  const match = FORMAT.exec(encoded);
  if (!match) return null;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const salt = Buffer.from(match[4]!, 'base64url');
  const key = Buffer.from(match[5]!, 'base64url');
  if (ln < 1 || r < 1 || p < 1 || key.length !== 32 || salt.length === 0) return null;
  return {
    salt,
    key,
    importHash: {
      algorithm: 'STANDARD_SCRYPT',
      memoryCost: 2 ** ln,
      parallelization: p,
      blockSize: r,
      derivedKeyLength: key.length,
    },
  };
}
