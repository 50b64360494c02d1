import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { restaurantImportJsonSchema } from '@tavola/domain/schemas/restaurant-import';

/**
 * Writes docs/restaurant-import.schema.json from the zod schema of the import file, so editors can
 * check a restaurant file while it is written. The file is committed; a test keeps it in sync.
 * Usage: node --import tsx apps/server/src/cli/publish-import-schema.ts
 */
export const publishedSchemaFile = path.resolve(import.meta.dirname, '../../../../docs/restaurant-import.schema.json');

export function publishedSchemaText(): string {
  const schema = {
    ...restaurantImportJsonSchema(),
    $id: 'https://tavola.local/schemas/restaurant-import.schema.json',
    title: 'Tavola restaurant import file',
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(publishedSchemaFile, publishedSchemaText());
  console.log(`wrote ${path.relative(process.cwd(), publishedSchemaFile)}`);
}
