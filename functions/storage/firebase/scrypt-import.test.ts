import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import { parseScryptHash } from './scrypt-import.ts';

describe('parseScryptHash', () => {
  it('maps our scrypt format to Firebase Auth STANDARD_SCRYPT parameters', async () => {
    const encoded = await hashPassword('secret', { ln: 11, r: 8, p: 2 });
    const [, , , salt, key] = encoded.split('$');
    const parsed = parseScryptHash(encoded);
    expect(parsed?.importHash).toEqual({
      algorithm: 'STANDARD_SCRYPT',
      memoryCost: 2048,
      parallelization: 2,
      blockSize: 8,
      derivedKeyLength: 32,
    });
    expect(parsed?.salt.toString('base64url')).toBe(salt);
    expect(parsed?.key.toString('base64url')).toBe(key);
  });

  it.each(['', 'bcrypt$2b$10$abc', 'scrypt$2$ln=15,r=8,p=1$c2FsdA$a2V5', 'scrypt$1$ln=15,r=8,p=1$c2FsdA$c2hvcnQ'])(
    'refuses %j',
    (encoded) => {
      expect(parseScryptHash(encoded)).toBeNull();
    },
  );
});
