/**
 * Each program type-checks with its own settings (tsconfig.base.json, docs in tsconfig.json):
 * browser code sees DOM and not Node, the server sees Node and not DOM, the shared domain and
 * design see neither. A planted line is compiled with a program's own compiler options, as a file
 * in that program's folder that exists only in memory, and must fail (or pass) the check.
 * Imports across programs are `tsc -b`'s part (npm run typecheck), not this test's.
 */
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';

const root = join(import.meta.dirname, '..');
/** The first case parses @types/node or lib.dom (a few seconds; more on a busy machine). */
vi.setConfig({ testTimeout: 60_000 });
/** Library files parsed once for every case. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The planted line's error messages under the program `tsconfig` (a path from the root). */
function errorsIn(tsconfig: string, code: string): string[] {
  const configPath = join(root, tsconfig);
  const config = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  const planted = join(dirname(configPath), '__planted__.ts');
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: true,
    composite: false,
    emitDeclarationOnly: false,
    incremental: false,
  };
  delete options.tsBuildInfoFile;
  const host = ts.createCompilerHost(options);
  const readSource = host.getSourceFile.bind(host);
  host.fileExists = (name) => name === planted || ts.sys.fileExists(name);
  host.getSourceFile = (name, language) => {
    if (name === planted) return ts.createSourceFile(name, code, language);
    if (!parsed.has(name)) parsed.set(name, readSource(name, language));
    return parsed.get(name);
  };
  // The program's own declaration files (the domain's web-platform.d.ts) come along.
  const declarations = config.fileNames.filter((name) => name.endsWith('.d.ts'));
  const program = ts.createProgram({ rootNames: [planted, ...declarations], options, host });
  const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(planted));
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
}

const SERVER = 'functions/tsconfig.src.json';
const APP = 'src/township-311/tsconfig.src.json';
const SITE = 'src/site/tsconfig.src.json';
const DOMAIN = 'src/domain/tsconfig.src.json';
const DESIGN = 'src/design/tsconfig.src.json';

describe('the server sees Node, not the DOM', () => {
  it('rejects document', () => {
    expect(errorsIn(SERVER, 'export const title = document.title;')).toEqual([
      expect.stringContaining("Cannot find name 'document'"),
    ]);
  });
  it('accepts Node', () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const read = [readFileSync, process.env];";
    expect(errorsIn(SERVER, code)).toEqual([]);
  });
});

describe.each([APP, SITE])('browser code (%s) sees the DOM, not Node', (tsconfig) => {
  it('rejects process', () => {
    expect(errorsIn(tsconfig, 'export const mode = process.env.MODE;')).toEqual([
      expect.stringContaining("Cannot find name 'process'"),
    ]);
  });
  it('rejects node: modules', () => {
    expect(errorsIn(tsconfig, "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;")).toEqual([
      expect.stringContaining("'node:fs'"),
    ]);
  });
  it('accepts the DOM', () => {
    expect(errorsIn(tsconfig, 'export const title = document.title;')).toEqual([]);
  });
});

describe.each([DOMAIN, DESIGN])('shared code (%s) sees neither', (tsconfig) => {
  it.each([
    ['window', 'export const here = window.location;'],
    ['document', 'export const title = document.title;'],
    ['process', 'export const mode = process.env.MODE;'],
    ['Buffer', "export const bytes = Buffer.from('a');"],
  ])('rejects %s', (name, code) => {
    expect(errorsIn(tsconfig, code)).toEqual([expect.stringContaining(`Cannot find name '${name}'`)]);
  });
});

describe('the domain', () => {
  it('sees the web platform globals browsers and Node share (src/domain/web-platform.d.ts)', () => {
    const code = 'console.warn(new URLSearchParams().toString(), crypto.getRandomValues(new Uint8Array(1)));';
    expect(errorsIn(DOMAIN, code)).toEqual([]);
  });
});
