import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FollowStore } from './follow-ports.ts';
import type { ApiKeyStore, RequestStore, StaffStore, Stores } from './ports.ts';

const FUNCTIONS = join(import.meta.dirname, '..');

/** The server's runtime files: everything under functions/ but the store adapters, testing/ and tests. */
function runtimeFiles(dir = FUNCTIONS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['testing', 'storage'].includes(entry.name) ? [] : runtimeFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(FUNCTIONS, path)] : [];
  });
}

describe('the data transfer port', () => {
  it('is no part of the runtime ports', () => {
    expectTypeOf<RequestStore>().not.toHaveProperty('restore');
    expectTypeOf<RequestStore>().not.toHaveProperty('restoreMany');
    expectTypeOf<StaffStore>().not.toHaveProperty('listResetLinks');
    expectTypeOf<StaffStore>().not.toHaveProperty('restoreResetLink');
    expectTypeOf<ApiKeyStore>().not.toHaveProperty('listStored');
    expectTypeOf<FollowStore>().not.toHaveProperty('pageRecords');
    expectTypeOf<Stores['submitterInfo']>().not.toHaveProperty('restore');
    expectTypeOf<Stores['staffAudit']>().not.toHaveProperty('restore');
    expectTypeOf<Stores['responseTemplates']>().not.toHaveProperty('restore');
    expectTypeOf<Stores['savedViews']>().not.toHaveProperty('restore');
    expectTypeOf<Stores['savedViews']>().not.toHaveProperty('pageViews');
  });

  it('is opened by no runtime code', () => {
    const files = runtimeFiles();
    expect(files).toContain('deps.ts');
    const openers = files.filter((file) =>
      /transfer-ports\.ts|createTransferStores/.test(readFileSync(join(FUNCTIONS, file), 'utf8')),
    );
    expect(openers).toEqual([]);
  });
});
