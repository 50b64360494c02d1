import { z } from 'zod';
import { isHexColour } from '../colour/contrast.ts';
import { settingsSaveFields, settingsSectionOf } from './owner-settings.ts';
import { CURRENCIES, RESTAURANT_LANGS } from './restaurant-import.ts';

/*
 * The new restaurant's "Brand" and "Languages and currency" screens (issue 23 item 1, decision 090).
 * Images are uploaded through api/owner/images (kinds logo and hero) and named here by the `image`
 * path the upload answers, as an import file names them.
 */

export const BRAND_SECTION = 'brand';
export const LANGUAGES_SECTION = 'languages';

const uploadedImageRef = z
  .string()
  .max(500)
  .regex(/^menu\/[0-9a-f]{32}\.webp$/, 'field_invalid');

const brandImageSchema = z.object({ image: z.string(), url: z.string() }).nullable();

export const brandValueSchema = z.object({
  name: z.string(),
  primaryColor: z.string(),
  logoShape: z.enum(['square', 'round']),
  logo: brandImageSchema,
  mainImage: brandImageSchema,
});
export type BrandValue = z.output<typeof brandValueSchema>;
export const brandSectionSchema = settingsSectionOf(brandValueSchema);

export const saveBrandRequestSchema = z
  .object({
    ...settingsSaveFields,
    name: z.string().trim().min(1, 'field_required').max(120, 'field_too_long'),
    primaryColor: z.string().refine(isHexColour, 'field_invalid'),
    logoShape: z.enum(['square', 'round'], 'field_invalid'),
    logo: uploadedImageRef.nullable(),
    mainImage: uploadedImageRef.nullable(),
  })
  .strict();
export type SaveBrandRequest = z.output<typeof saveBrandRequestSchema>;

export const languagesValueSchema = z.object({
  languages: z.array(z.enum(RESTAURANT_LANGS)),
  lang: z.enum(RESTAURANT_LANGS),
  currency: z.enum(CURRENCIES),
});
export type LanguagesValue = z.output<typeof languagesValueSchema>;
export const languagesSectionSchema = settingsSectionOf(languagesValueSchema);

export const saveLanguagesRequestSchema = z
  .object({
    ...settingsSaveFields,
    languages: z.array(z.enum(RESTAURANT_LANGS, 'field_invalid')).min(1, 'field_required').max(RESTAURANT_LANGS.length),
    lang: z.enum(RESTAURANT_LANGS, 'field_invalid'),
    currency: z.enum(CURRENCIES, 'field_invalid'),
  })
  .strict()
  .refine((value) => value.languages.includes(value.lang), { message: 'field_invalid', path: ['lang'] })
  .refine((value) => new Set(value.languages).size === value.languages.length, {
    message: 'field_invalid',
    path: ['languages'],
  });
export type SaveLanguagesRequest = z.output<typeof saveLanguagesRequestSchema>;
