/** `dir/a.yaml` + `../b.yaml` → `b.yaml`, with `/` separators whatever the platform. */
export function joinRelative(fromFile: string, target: string): string {
  const parts = fromFile.replace(/\\/g, '/').split('/');
  parts.pop();
  for (const seg of target.replace(/\\/g, '/').split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..' && parts.length > 0 && parts[parts.length - 1] !== '..' && !(parts.length === 1 && parts[0] === '')) parts.pop();
    else if (seg === '..' && parts.length === 1 && parts[0] === '')
      continue; // at "/": stay there
    else parts.push(seg);
  }
  return parts.join('/');
}

/** `/etc/passwd`, `\\server\share`, `C:\x` or `C:/x`: a path that is not relative to anything. */
export function isAbsolutePath(p: string): boolean {
  return p.startsWith('/') || p.startsWith('\\') || /^[A-Za-z]:[\\/]/.test(p);
}
