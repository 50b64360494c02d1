import path from 'node:path';

export const demoDataFile = path.resolve(import.meta.dirname, '../../../../data/demo/restaurant.json');
export const templateDatabaseName = 'tavola_test_template';
