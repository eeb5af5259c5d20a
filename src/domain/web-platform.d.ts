/**
 * The few web platform globals the shared domain code uses, which browsers and Node 24 both
 * provide. The domain program (tsconfig.json here) has no DOM and no Node types, so these
 * declarations are all it sees beyond ECMAScript; a use of anything else (window, document,
 * process, Buffer, node:*) fails its type-check. Browser and server programs that import domain
 * code check it again against their own, fuller declarations (lib DOM, @types/node).
 */

interface Console {
  log(...data: unknown[]): void;
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
}
declare const console: Console;

interface Crypto {
  getRandomValues<T extends ArrayBufferView | null>(array: T): T;
  randomUUID(): `${string}-${string}-${string}-${string}-${string}`;
}
declare const crypto: Crypto;

interface URLSearchParams {
  append(name: string, value: string): void;
  set(name: string, value: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  delete(name: string): void;
  toString(): string;
}
declare const URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string | Record<string, string> | [string, string][] | URLSearchParams): URLSearchParams;
};

/** Base64 of a string of Latin-1 characters (cursors are ASCII). */
declare function btoa(data: string): string;
declare function atob(data: string): string;
