import { testPort } from './ports.ts';
import { prepareStoreTemplate } from './store.ts';

/**
 * Before the server tests: the seeded store every fresh test store is copied from. Made here, once,
 * so that no test file's hook waits on migrating and seeding.
 */
export default async function setup(): Promise<void> {
  await prepareStoreTemplate(testPort(4469));
}
