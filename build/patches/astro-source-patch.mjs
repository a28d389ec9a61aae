// One way to patch a file of Astro's own code at build time (a Vite plugin): the file is named by
// `target`, the text to replace by `original`. If an Astro upgrade changes that text the build
// fails and names the plugin, rather than silently leaving the slow path in place.
// Used by csp-digest-memo.mjs and page-text-encode.mjs (issue 14).

/**
 * @param {string} name the plugin's name (and its file in build/patches/)
 * @param {RegExp} target the patched file's path
 * @param {string} original the text replaced
 * @param {(code: string) => string} patch the file's code with `original` replaced
 */
export function astroSourcePatch(name, target, original, patch) {
  return {
    name,
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!target.test(id.split('?')[0])) return null;
      if (!code.includes(original)) {
        this.error(`${name}: "${original}" not found in ${id}; update build/patches/${name}.mjs`);
      }
      return { code: patch(code), map: null };
    },
  };
}
