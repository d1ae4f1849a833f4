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

/** The path of `keys` as rules write it, a dot inside a key escaped: `splitPath`'s inverse. */
export const joinPath = (keys: readonly string[]): string => keys.map((key) => (key.includes('.') ? key.replaceAll('.', '\\.') : key)).join('.');

/** The path as errors, messages and the data name it: escaped dots as plain dots (`settings\.theme` is reported as `settings.theme`, as Laravel). */
export const unescapePath = (path: string): string => (path.includes('\\.') ? path.replaceAll('\\.', '.') : path);

/** The first key of a path (`settings\.theme.dark` gives `settings.theme`): the top-level field an adapter collects. */
export const headOfPath = (path: string): string => splitPath(path)[0]!;

/** Whether `key` is the text of an array index as JavaScript writes it: `0`, `12`, never `01` or `1e3`. */
export function isIndexText(key: string): boolean {
  const index = Number(key);
  return Number.isSafeInteger(index) && index >= 0 && String(index) === key;
}

/** A node of a tree of paths: the nodes of its plain keys, and its wildcard's. */
export interface PathNode<N> {
  readonly children: Map<string, N>;
  wildcard: N | undefined;
}

/** The node at `segments` below `root` (`*` its wildcard's), each missing one made by `make` on the way. */
export function descend<N extends PathNode<N>>(root: N, segments: readonly string[], make: () => N): N {
  let at = root;
  for (const segment of segments) {
    if (segment === '*') at = at.wildcard ??= make();
    else {
      let child = at.children.get(segment);
      if (!child) at.children.set(segment, (child = make()));
      at = child;
    }
  }
  return at;
}
