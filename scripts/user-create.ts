/**
 * Creates an account from the command line:
 *   npm run user:create -- --email ann@example.com --role super_admin [--name "Ann"]
 * The password is prompted (not echoed) on a terminal, or read from stdin: `echo "$PW" | npm run user:create -- …`.
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { ROLES, type Role } from '#/lib/access.ts';
import { createAccount } from '#/server/auth/accounts.ts';
import { migrate } from '#/server/db/migrate.ts';
import { openCliDatabase, run } from './lib/cli.ts';

function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    return new Promise((resolve) => {
      let data = '';
      process.stdin.setEncoding('utf8');
      process.stdin.on('data', (chunk) => (data += chunk));
      process.stdin.on('end', () => resolve(data.replace(/\r?\n$/, '')));
    });
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Mute the echo of typed characters after the prompt.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) => {
    if (s.startsWith('Password')) process.stdout.write(s);
  };
  return new Promise((resolve) =>
    rl.question('Password (at least 8 characters): ', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

await run(async () => {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'user' }, name: { type: 'string', default: '' } } });
  if (!values.email) throw new Error('Give the account an email: npm run user:create -- --email you@example.com --role super_admin');
  if (!ROLES.includes(values.role as Role)) throw new Error(`--role must be one of: ${ROLES.join(', ')}`);
  const password = await readPassword();
  const database = await openCliDatabase();
  try {
    await migrate(database.sql);
    const row = await createAccount(database.db, { email: values.email, name: values.name, role: values.role as Role, password, emailVerified: true });
    console.log(`Created ${row.email} (${row.role}), id ${row.id}.`);
  } finally {
    await database.close();
  }
});
