// npm run users -- add <username> [--name "Display name"] [--role admin|editor]
//                  reset <username> | disable <username> | enable <username> | list
// Passwords are generated and printed once, or read from PASSWORD when it is set.
import { generatePassword } from '../auth/passwords';
import { addUser, findUser, listUsers, setDisabled, setPassword, UserInputError } from '../auth/users';
import { passwordProblem } from '../auth/password-policy';
import { MIN_PASSWORD_LENGTH } from '../../src/shared/schema/staff';
import { openForCommand } from './database';

const USAGE = `Usage:
  npm run users -- list
  npm run users -- add <username> [--name "Display name"] [--role editor|admin]
  npm run users -- reset <username>
  npm run users -- disable <username>
  npm run users -- enable <username>
New passwords are generated and printed once, or taken from the PASSWORD variable (at least ${MIN_PASSWORD_LENGTH} characters, not
only spaces, and not one of the most common passwords).`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function newPassword(): Promise<{ password: string; generated: boolean }> {
  const given = process.env.PASSWORD;
  if (given !== undefined) {
    const problem = await passwordProblem(given, 'en');
    if (problem) {
      console.error(`PASSWORD: ${problem}`);
      process.exit(1);
    }
    return { password: given, generated: false };
  }
  return { password: generatePassword(), generated: true };
}

const [command, username, ...rest] = process.argv.slice(2);
if (!command || !['list', 'add', 'reset', 'disable', 'enable'].includes(command) || (command !== 'list' && !username)) {
  console.error(USAGE);
  process.exit(command ? 1 : 0);
}

// A PASSWORD the policy refuses is refused before the database is opened.
const chosen = command === 'add' || command === 'reset' ? await newPassword() : undefined;
const { database } = await openForCommand();
let status = 0;
try {
  if (command === 'list') {
    const rows = await listUsers(database.db);
    console.log(['username', 'name', 'role', 'state', 'last sign-in'].join('\t'));
    for (const row of rows) {
      console.log([row.username, row.displayName, row.role, row.disabled ? 'disabled' : 'active', row.lastLoginAt?.toISOString() ?? 'never'].join('\t'));
    }
  } else if (command === 'add') {
    const { password, generated } = chosen!;
    const row = await addUser(database.db, { username, displayName: option(rest, '--name') ?? username, role: option(rest, '--role') ?? 'editor', password });
    console.log(`Added ${row.username} (${row.role}).${generated ? ` Password, shown only now: ${password}` : ''}`);
  } else {
    const user = await findUser(database.db, username!);
    if (!user) {
      console.error(`No account named ${username}.`);
      status = 1;
    } else if (command === 'reset') {
      const { password, generated } = chosen!;
      await setPassword(database.db, user.id, password);
      console.log(`New password for ${user.username}${generated ? `, shown only now: ${password}` : ' set from PASSWORD.'} Its sessions were ended.`);
    } else {
      await setDisabled(database.db, user.id, command === 'disable');
      console.log(`${user.username} is ${command === 'disable' ? 'disabled; its sessions were ended' : 'enabled again'}.`);
    }
  }
} catch (error) {
  console.error(error instanceof UserInputError ? Object.values(error.fields).join('\n') : (error as Error).message);
  status = 1;
} finally {
  await database.close();
}
process.exit(status);
