// Geometry for the daily charts: values to an SVG path in a fixed box the SVG then stretches.

/** A round top for the axis at or above `max` (1, 2, 5 × a power of ten), at least 1. */
export function axisTop(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max)!;
  return step * power;
}

/** The line through `values` (evenly spaced, 0 at the bottom, `top` at the top) in a width × height box. */
export function linePath(values: readonly number[], top: number, width: number, height: number): string {
  if (values.length === 0) return "";
  const x = (i: number) => (values.length === 1 ? width / 2 : (i * width) / (values.length - 1));
  const y = (value: number) => height - (value / top) * height;
  const points = values.map((value, i) => `${round(x(i))},${round(y(value))}`);
  // A single day is a short flat stroke, so it still shows.
  if (values.length === 1) return `M${round(x(0) - 4)},${round(y(values[0]!))}H${round(x(0) + 4)}`;
  return `M${points.join("L")}`;
}

const round = (n: number) => Math.round(n * 10) / 10;
