/**
 * A file or folder name cut where a reader would break it: after a path or word separator
 * (`/`, `_`, `-`), before an extension's dot, and between the words of a camel-case name
 * (`WelcomeBack|Screen`, `HTTP|Client`). The file tree puts a line-break opportunity between
 * the parts, so a long name wraps at a word instead of in the middle of one.
 */
export function nameParts(name: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < name.length; i++) {
    const char = name[i]!;
    const prev = name[i - 1] ?? '';
    const next = name[i + 1] ?? '';
    const camel =
      /[A-Z]/.test(char) && (/[a-z0-9]/.test(prev) || (/[A-Z]/.test(prev) && /[a-z]/.test(next)));
    if (current && (char === '.' || camel)) {
      parts.push(current);
      current = '';
    }
    current += char;
    if (char === '/' || char === '_' || char === '-') {
      parts.push(current);
      current = '';
    }
  }
  if (current) parts.push(current);
  return parts;
}
