import { refusalsAsMessages, UsageError, type Command } from '../command';
import { usersService } from './service';

function oneEmail(positionals: string[], usage: string): string {
  if (positionals.length !== 1) throw new UsageError(`expected one email address (${usage})`);
  return positionals[0];
}

export const userCommands: Command[] = [
  {
    name: 'admin:create',
    summary: 'Creates an admin account, or makes an existing account admin (idempotent)',
    usage: 'admin:create --email E --password P',
    options: { email: { type: 'string' }, password: { type: 'string' } },
    async run({ values }, ctx) {
      const email = typeof values.email === 'string' ? values.email : '';
      const password = typeof values.password === 'string' ? values.password : '';
      if (!email) throw new UsageError('--email is required');
      const users = usersService(await ctx.platform());
      return refusalsAsMessages(ctx, async () => {
        const outcome = await users.createOrPromoteAdmin(email, password);
        ctx.print(outcome === 'created' ? `created admin ${email.toLowerCase()}` : outcome === 'promoted' ? `${email.toLowerCase()} is now an admin` : `${email.toLowerCase()} is already an admin`);
      });
    },
  },
  {
    name: 'users:list',
    summary: 'Lists accounts, newest first (email, role, banned, created)',
    usage: 'users:list [--search text] [--limit 100]',
    options: { search: { type: 'string' }, limit: { type: 'string', default: '100' } },
    async run({ values }, ctx) {
      const limit = Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number');
      const rows = await usersService(await ctx.platform()).search(typeof values.search === 'string' ? values.search : undefined, limit);
      if (!rows.length) ctx.print('no accounts');
      for (const u of rows) ctx.print(`${u.email}\t${u.isAdmin ? 'admin' : 'user'}\t${u.banned ? 'banned' : 'active'}\t${u.createdAt}\t${u.firstName}`);
    },
  },
  {
    name: 'users:promote',
    summary: 'Makes an existing account admin',
    usage: 'users:promote <email>',
    async run({ positionals }, ctx) {
      const email = oneEmail(positionals, 'users:promote <email>');
      const users = usersService(await ctx.platform());
      return refusalsAsMessages(ctx, async () => {
        const user = await users.byEmail(email);
        await users.setAdmin(user.id, true);
        ctx.print(`${user.email} is now an admin`);
      });
    },
  },
  {
    name: 'users:ban',
    summary: 'Bans an account: it cannot sign in and its sessions end now',
    usage: 'users:ban <email> [--reason "..."]',
    options: { reason: { type: 'string' } },
    async run({ positionals, values }, ctx) {
      const email = oneEmail(positionals, 'users:ban <email> [--reason "..."]');
      const users = usersService(await ctx.platform());
      return refusalsAsMessages(ctx, async () => {
        const user = await users.byEmail(email);
        await users.ban(user.id, typeof values.reason === 'string' ? values.reason : '');
        ctx.print(`banned ${user.email}; every session of it has ended`);
      });
    },
  },
];
