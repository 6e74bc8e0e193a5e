import { memo } from "react";
import { encode } from "uqr";

/**
 * A QR code drawn as one SVG path: dark modules on white with the standard quiet zone, crisp at any
 * size, and medium error correction so a scratched or glaring screen still scans.
 */
export const QrCode = memo(function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: "M", border: 4 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="block size-full bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
});
