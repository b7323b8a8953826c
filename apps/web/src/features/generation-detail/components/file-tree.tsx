import type { GenerationFile } from '../api/get-generation-detail';
import { groupByFolder } from '../utils/file-tree';
import { BreakableName } from './breakable-name';

/** The generated files by folder; the selected one is marked as the current file. */
export function FileTree({
  files,
  selected,
  onSelect,
}: {
  files: readonly GenerationFile[];
  selected: string | null;
  onSelect: (path: string) => void;
}) {
  return (
    <nav className="file-tree" aria-label="Generated files">
      {groupByFolder(files).map((group) => (
        <div key={group.folder} className="file-tree__folder">
          <p className="file-tree__folder-name" title={group.folder || '/'}>
            <BreakableName name={group.folder || '/'} />
          </p>
          <ul className="file-tree__files">
            {group.files.map(({ name, file }) => (
              <li key={file.path}>
                <button
                  type="button"
                  className="file-tree__file"
                  aria-current={file.path === selected ? 'true' : undefined}
                  onClick={() => onSelect(file.path)}
                  title={file.path}
                >
                  <BreakableName name={name} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
