// What the home page downloads before it can run: the entry script, its preloaded chunks and the CSS.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface BundleSize {
  jsGzipKb: number;
  cssGzipKb: number;
  files: string[];
}

export function measureInitialBundle(distDir: string): BundleSize {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const styles = [...html.matchAll(/<link[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
  const gzipKb = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0) / 1024;
  return {
    jsGzipKb: round(gzipKb(scripts)),
    cssGzipKb: round(gzipKb(styles)),
    files: [...scripts, ...styles],
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
