/** Small line icons for feature tiles; decorative, so hidden from assistive tech. */
const PATHS = {
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  code: 'm8 6-6 6 6 6M16 6l6 6-6 6M14 4l-4 16',
  broom: 'M4 20h16M7 20l2-8h6l2 8M12 12V3',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  layout: 'M4 4h16v16H4zM4 10h16M10 10v10',
  pen: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3',
  plug: 'M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0V8zM12 18v4',
  download: 'M12 3v12m0 0-5-5m5 5 5-5M4 21h16',
} as const;

export type FeatureIconName = keyof typeof PATHS;

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <span className="feature-icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}
