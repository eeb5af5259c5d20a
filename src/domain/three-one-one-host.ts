/**
 * The host rule: a request whose host name starts with `311.` gets the 311 app at `/`; every other
 * host gets the coalition site (with the 311 app under /311). Takes a Host header value, so a port
 * and letter case are ignored.
 *
 * @example
 * isThreeOneOneHost('311.example.org') // true
 * isThreeOneOneHost('311.localhost:4321') // true
 * isThreeOneOneHost('www.example.org') // false
 */
export function isThreeOneOneHost(host: string | null | undefined): boolean {
  if (!host) return false;
  const name = host.trim().toLowerCase();
  // An IPv6 literal ([::1]:4321) is never a 311 host name.
  if (name.startsWith('[')) return false;
  return name.startsWith('311.') && name.length > '311.'.length && !name.startsWith('311.:');
}
