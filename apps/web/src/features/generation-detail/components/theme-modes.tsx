import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/cx';
import type { GenerationFile } from '../api/get-generation-detail';
import { generationFileQueryOptions } from '../api/get-generation-file';
import { themeModeColours, type ModeColours, type Swatch } from '../utils/theme-modes';

type Mode = 'light' | 'dark';
const MODES: { mode: Mode; label: string }[] = [
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
];

/** The generator names its theme file after the theme (`SignInTheme.kt`); only those can hold schemes. */
const isThemeFile = (f: GenerationFile) => f.encoding === 'utf8' && /Theme\.kt$/.test(f.path);

function SwatchItem({ swatch }: { swatch: Swatch }) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(swatch.hex.slice(i, i + 2), 16));
  return (
    <li className="theme-modes__swatch">
      <span
        className="theme-modes__chip"
        style={{ background: `rgb(${r} ${g} ${b} / ${swatch.alpha})` }}
        aria-hidden="true"
      />
      <span className="theme-modes__name">{swatch.name}</span>
      <code className="theme-modes__hex">
        {swatch.hex}
        {swatch.alpha < 1 ? ` at ${Math.round(swatch.alpha * 100)}%` : ''}
      </code>
    </li>
  );
}

/**
 * The generated theme's colours in its Light or its Dark mode, as the theme
 * function picks them by `darkTheme`: shown only for a generation whose theme
 * has a dark mode (from the design's variables or its light and dark styles).
 */
export function ThemeModes({ files }: { files: GenerationFile[] }) {
  const [mode, setMode] = useState<Mode>('light');
  const themes = files.filter(isThemeFile);
  const texts = useQueries({ queries: themes.map((f) => generationFileQueryOptions(f.object)) });
  const sets: (ModeColours & { path: string })[] = texts.flatMap((t, i) =>
    t.data === undefined
      ? []
      : themeModeColours(t.data).map((s) => ({ ...s, path: (themes[i] as GenerationFile).path })),
  );
  if (sets.length === 0) return null;
  const shown = MODES.find((m) => m.mode === mode) as { label: string };

  return (
    <Card as="section" aria-labelledby="theme-modes-title" className="theme-modes">
      <div className="theme-modes__header">
        <h2 id="theme-modes-title" className="card__title">
          Theme colours
        </h2>
        <div className="theme-modes__toggle" role="group" aria-label="Colour mode">
          {MODES.map((m) => (
            <button
              key={m.mode}
              type="button"
              className={cx(
                'theme-modes__option',
                mode === m.mode && 'theme-modes__option--active',
              )}
              aria-pressed={mode === m.mode}
              onClick={() => setMode(m.mode)}
            >
              {m.label}
            </button>
          ))}
        </div>
      </div>
      <p className="theme-modes__note text-muted">
        The colours the generated theme uses in {shown.label} mode; it follows the system setting
        unless you pass <code>darkTheme</code>.
      </p>
      {sets.map((s) => (
        <section key={`${s.path}-${s.label}`} aria-label={`${s.label} in ${shown.label} mode`}>
          <h3 className="theme-modes__set">
            <code>{s.label}</code>
          </h3>
          <ul className="theme-modes__swatches">
            {s[mode].map((c) => (
              <SwatchItem key={c.name} swatch={c} />
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}
