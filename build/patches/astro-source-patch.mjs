// One way to patch a file of Astro's (or @astrojs/react's) installed code at build time (a Vite
// plugin): the file is named by `target`, the text to replace by `original`. The build fails and
// names the plugin, rather than silently leaving the slow path in place, when an upgrade changes
// that text — or renames the file, so that the server build never meets it.
// Every patch and its figure: docs/build-patches.md.

/**
 * @param {string} name the plugin's name (and its file in build/patches/)
 * @param {RegExp} target the patched file's path
 * @param {string} original the text replaced
 * @param {(code: string) => string} patch the file's code with `original` replaced
 */
export function astroSourcePatch(name, target, original, patch) {
  /** The Vite environments (ssr, client…) whose build met the target file. */
  const met = new Set();
  return {
    name,
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!target.test(id.split('?')[0])) return null;
      met.add(this.environment?.name);
      if (!code.includes(original)) {
        this.error(`${name}: "${original}" not found in ${id}; update build/patches/${name}.mjs`);
      }
      return { code: patch(code), map: null };
    },
    /** @param {Error | undefined} error */
    buildEnd(error) {
      // Every patched file is part of the server's build (not of the browser's).
      if (error || this.environment?.name !== 'ssr' || met.has('ssr')) return;
      this.error(
        `${name}: the server build has no file ${target}; update build/patches/${name}.mjs`,
      );
    },
  };
}
