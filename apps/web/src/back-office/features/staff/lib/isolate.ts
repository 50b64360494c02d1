/**
 * An e-mail address inside a sentence, isolated (FSI … PDI): in an Arabic sentence it stays one
 * left-to-right run instead of its parts trading places with the words around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
