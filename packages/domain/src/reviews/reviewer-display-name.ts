/**
 * The name a published review is signed with (issue 26 item 15). A guest's full name is personal
 * data, so guests see it shortened to the first given name and the initial of the last word
 * ('Anna Maria Schmidt' → 'Anna S.') unless the guest chose a display name on the review form.
 * The server applies this before any public answer, so the full name never leaves it there;
 * the restaurant's own screens keep the full name.
 */
export function reviewerDisplayName(
  fullName: string | null | undefined,
  chosenDisplayName?: string | null,
): string | null {
  const chosen = chosenDisplayName?.trim();
  if (chosen) return chosen;
  // Stryker disable next-line Regex: equivalent — after trim() a single blank only adds empty words between, never at the ends
  const [first, ...rest] = fullName?.trim().split(/\s+/u) ?? [];
  if (!first) return null;
  const last = rest.at(-1);
  if (last === undefined) return first;
  return `${first} ${initialOf(last)}.`;
}

// Arabic family names mostly carry the article ('الخطيب'); its alif says nothing about the name, so
// the initial is the letter after it ('خ'), as Arabic indexes sort names.
const ARABIC_ARTICLE = 'ال';

// Stryker disable next-line Regex: equivalent — only the first letter is kept, and signs after it never move it
const LEADING_SIGNS = /^\P{L}+/u;

/** The first letter of a word (a whole code point, never half a surrogate pair); else its first sign. */
function initialOf(word: string): string {
  const letters = word.replace(LEADING_SIGNS, '');
  const name = letters.startsWith(ARABIC_ARTICLE)
    ? letters.slice(ARABIC_ARTICLE.length).replace(LEADING_SIGNS, '')
    : letters;
  // Stryker disable next-line StringLiteral: equivalent — a word of a split name is never empty
  return Array.from(name || letters || word)[0] ?? '';
}
