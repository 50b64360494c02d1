/**
 * Every `import … from 'zod'` of the storefront comes here (vite.config.ts alias). Zod 4 speeds up
 * object parsing with generated code when the page allows eval; merely testing for that (`new
 * Function('')`) is a violation under the storefront's Content-Security-Policy, which allows no eval.
 * jitless turns the test and the generated code off before any schema runs; the server keeps them.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, default } from 'zod/v4';
