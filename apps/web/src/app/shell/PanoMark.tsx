/**
 * The Pano mark, 64 × 64 user units, drawn inline. index.html's splash draws the same shapes before any
 * script runs (test: Splash.test.tsx).
 */
export function PanoMark() {
  return (
    <>
      <rect width="64" height="64" rx="16" fill="#5443C4" />
      <path
        d="M20 52V12h16a12 12 0 0 1 0 24H20"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinejoin="round"
      />
      <circle cx="48" cy="48" r="7" fill="#FD5739" />
    </>
  );
}
