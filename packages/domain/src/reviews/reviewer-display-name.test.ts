import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewerDisplayName } from './reviewer-display-name.ts';

describe('reviewerDisplayName', () => {
  it('shortens a full name to the first given name and the initial of the last word', () => {
    expect(reviewerDisplayName('Anna Schmidt')).toBe('Anna S.');
    expect(reviewerDisplayName('Anna Maria Schmidt')).toBe('Anna S.');
    expect(reviewerDisplayName('  Jean-Luc   Picard  ')).toBe('Jean-Luc P.');
    expect(reviewerDisplayName('Zoë Ørsted')).toBe('Zoë Ø.');
    expect(reviewerDisplayName('Sophie K.')).toBe('Sophie K.');
    expect(reviewerDisplayName('Anna (Schmidt)')).toBe('Anna S.');
    expect(reviewerDisplayName("Anna ('Schmidt')")).toBe('Anna S.');
    expect(reviewerDisplayName('Anna 42')).toBe('Anna 4.');
  });

  it('keeps a single name as it is and signs an empty one anonymously', () => {
    expect(reviewerDisplayName('Lena')).toBe('Lena');
    expect(reviewerDisplayName('  Lena ')).toBe('Lena');
    for (const empty of ['', '   ', null, undefined]) expect(reviewerDisplayName(empty), String(empty)).toBeNull();
  });

  it('works for Arabic names, skipping the article of the family name', () => {
    expect(reviewerDisplayName('أحمد الخطيب')).toBe('أحمد خ.');
    expect(reviewerDisplayName('ليلى حسن')).toBe('ليلى ح.');
    expect(reviewerDisplayName('فاطمة')).toBe('فاطمة');
    expect(reviewerDisplayName('أحمد (الخطيب)')).toBe('أحمد خ.');
    expect(reviewerDisplayName('أحمد ال-خطيب')).toBe('أحمد خ.');
    // The article alone is no family name to skip.
    expect(reviewerDisplayName('أحمد ال')).toBe('أحمد ا.');
  });

  it('takes a whole letter outside the basic plane, never half of it', () => {
    expect(reviewerDisplayName('Ada 𝒮mith')).toBe('Ada 𝒮.');
  });

  it('answers the display name the guest chose, trimmed, instead', () => {
    expect(reviewerDisplayName('Anna Schmidt', '  Annie from Berlin ')).toBe('Annie from Berlin');
    expect(reviewerDisplayName(null, 'Annie')).toBe('Annie');
    expect(reviewerDisplayName('Anna Schmidt', '   ')).toBe('Anna S.');
    expect(reviewerDisplayName('Anna Schmidt', null)).toBe('Anna S.');
  });
});

const word = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((text) => !/\s/u.test(text));
const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

describe('reviewerDisplayName, for any name', () => {
  it('never shows the surname of a name of more than one word', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 5 }), (words) => {
        const first = words[0]!;
        const surname = words.at(-1)!;
        fc.pre(letters(surname) >= 2 && !first.includes(surname));
        expect(reviewerDisplayName(words.join(' '))).not.toContain(surname);
      }),
    );
  });

  it('shows the first word and one sign more, nothing else of the name', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 5 }), fc.constantFrom(' ', '  ', '\t', '\u00a0'), (words, gap) => {
        const shown = reviewerDisplayName(` ${words.join(gap)} `)!;
        expect(shown.startsWith(`${words[0]} `)).toBe(true);
        expect(Array.from(shown.slice(words[0]!.length + 1))).toHaveLength(2);
        expect(shown.endsWith('.')).toBe(true);
      }),
    );
  });

  it('a chosen display name always wins, trimmed', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''), (full, chosen) => {
        expect(reviewerDisplayName(full, ` ${chosen} `)).toBe(chosen.trim());
      }),
    );
  });
});
