import { testPort } from './ports.ts';
import { prepareStoreTemplate } from './store.ts';

/**
 * Before the server tests: the seeded store every fresh test store is copied from. Made here, once,
 * because on a cold media cache it takes minutes, longer than any one test file's hook may wait.
 */
export default async function setup(): Promise<void> {
  await prepareStoreTemplate(testPort(4469));
}
