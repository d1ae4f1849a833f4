// Field paths as rules write them: dots between keys, `\.` a dot inside a key (Laravel's escaped
// dots: `settings\.theme` is the one key `settings.theme`, not `theme` inside `settings`).

/** The keys of a field path, split at the dots that are not escaped; `\.` is a dot of the key. */
export function splitPath(path: string): string[] {
  if (!path.includes('\\.')) return path.split('.');
  const keys: string[] = [];
  let key = '';
  for (let i = 0; i < path.length; i++) {
    const char = path[i];
    if (char === '\\' && path[i + 1] === '.') {
      key += '.';
      i++;
    } else if (char === '.') {
      keys.push(key);
      key = '';
    } else key += char;
  }
  keys.push(key);
  return keys;
}

/** The path as errors, messages and the data name it: escaped dots as plain dots (`settings\.theme` is reported as `settings.theme`, as Laravel). */
export const unescapePath = (path: string): string => (path.includes('\\.') ? path.replaceAll('\\.', '.') : path);

/** The first key of a path (`settings\.theme.dark` gives `settings.theme`): the top-level field an adapter collects. */
export const headOfPath = (path: string): string => splitPath(path)[0]!;
