/** The category's foot note (spec §2), above or below its products as the restaurant chose. */
export function FootNote({ text }: { text: string }) {
  return (
    <p
      className="my-8 rounded-2xl bg-amber-50/70 px-4 py-3 text-sm leading-relaxed text-amber-950 ring-1 ring-amber-200/70"
      data-testid="category-foot-note"
    >
      {text}
    </p>
  );
}
