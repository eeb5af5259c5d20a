/**
 * Writes firestore.indexes.json from the table in firestore-indexes.ts, formatted as the repository
 * formats JSON: `node functions/storage/firebase/write-firestore-indexes.ts` after changing a query.
 * firestore-indexes.test.ts fails until the file matches the table.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { firestoreIndexFile } from './firestore-indexes.ts';

export const INDEX_FILE = new URL('../../../firestore.indexes.json', import.meta.url);

/** The file's text: the table as JSON, through prettier. */
export async function indexFileText(): Promise<string> {
  const path = fileURLToPath(INDEX_FILE);
  const options = await resolveConfig(path);
  return format(JSON.stringify(firestoreIndexFile()), { ...options, filepath: path });
}

if (import.meta.main) {
  await writeFile(INDEX_FILE, await indexFileText());
  console.log(`Wrote ${fileURLToPath(INDEX_FILE)}: ${firestoreIndexFile().indexes.length} composite indexes.`);
}
