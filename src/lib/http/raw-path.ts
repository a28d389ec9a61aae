// A raw request path (Node's req.url) with a `.` or `..` segment, written out or percent-encoded
// (`%2e`), between `/` or `\` (URL parsing reads a backslash as `/`). Astro builds the request URL
// with new URL(), which resolves such segments: DELETE /api/projects/1/images/%2e%2e would reach
// DELETE /api/projects/1, another route's handler. No link of ours has one; such a path names
// nothing (src/server/serve.ts refuses it before static files and Astro).
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

export function hasDotSegment(rawUrl: string): boolean {
  const path = rawUrl.split(/[?#]/, 1)[0] ?? '';
  return path.split(/[/\\]/).some((segment) => DOT_SEGMENT.test(segment));
}
