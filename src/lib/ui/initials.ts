// The initials shown instead of a missing photo (the Avatar component, the photo dialog, the
// messages): the first letters of the first two words of the name, capitalised.
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
