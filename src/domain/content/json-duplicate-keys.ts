/**
 * JSON.parse keeps the last of two equal keys and says nothing, so an answer written twice for
 * the same question would silently replace the first. This finds every key written twice in one
 * object, with its path, in text that JSON.parse accepts.
 */

/**
 * The duplicate keys of a JSON text, e.g. ['opening-introduce'] or ['mayor.seats'].
 * @example duplicateJsonKeys('{"a": 1, "a": 2}') // ['a']
 */
export function duplicateJsonKeys(text: string): string[] {
  const duplicates: string[] = [];
  // One frame per open object or array: an object's keys so far, and the key whose value is open.
  const stack: { keys: Set<string> | undefined; key: string | undefined; path: string }[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const frame = stack.at(-1);
      if (expectKey && frame?.keys) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        const path = frame.path ? `${frame.path}.${key}` : key;
        if (frame.keys.has(key)) duplicates.push(path);
        frame.keys.add(key);
        frame.key = path;
        expectKey = false;
      }
      i = end;
    } else if (char === '{' || char === '[') {
      const parent = stack.at(-1);
      const path = parent?.keys ? (parent.key ?? '') : (parent?.path ?? '');
      stack.push({ keys: char === '{' ? new Set() : undefined, key: undefined, path });
      expectKey = char === '{';
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',') {
      expectKey = stack.at(-1)?.keys !== undefined;
    }
  }
  return duplicates;
}
