/** Files grouped by folder, folders in path order, for the file tree. */
export interface FolderGroup<T extends { path: string }> {
  folder: string;
  files: { name: string; file: T }[];
}

export function groupByFolder<T extends { path: string }>(files: readonly T[]): FolderGroup<T>[] {
  const groups = new Map<string, FolderGroup<T>>();
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const cut = file.path.lastIndexOf('/');
    const folder = cut < 0 ? '' : file.path.slice(0, cut);
    const group = groups.get(folder) ?? { folder, files: [] };
    group.files.push({ name: file.path.slice(cut + 1), file });
    groups.set(folder, group);
  }
  return [...groups.values()];
}
