/** The product logo: a small inline SVG, so the header never waits for an image request. */
export function ProductLogo() {
  return (
    <svg
      width="148"
      height="40"
      viewBox="0 0 148 40"
      role="img"
      aria-label="QMS Suite"
      data-testid="product-logo"
    >
      <rect x="2" y="4" width="32" height="32" rx="8" fill="#4c6ef5" />
      <path
        d="M11 20.5l5 5 10-11"
        stroke="#fff"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="42" y="27" fontFamily="system-ui, sans-serif" fontSize="18" fontWeight="700" fill="#364fc7">
        QMS Suite
      </text>
    </svg>
  );
}
