import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { hashPassword } from '../src/identity/passwords';

/**
 * For the release bench (e2e/bench/figures/release.ts): viewers of the tenant of `adminEmail` with one password,
 * who sign in and sign like anyone else. Owner connection; users that exist are left as they are.
 */
export async function addBenchSigners(
  db: Db,
  adminEmail: string,
  emails: string[],
  password: string,
): Promise<void> {
  const hash = await hashPassword(password);
  for (const [i, email] of emails.entries()) {
    await db.execute(sql`
      insert into users (tenant_id, email, display_name, initials, roles, password_hash)
      select tenant_id, ${email}, ${`Bench Signer ${i + 1}`}, 'BS', array['QMS_VIEWER'], ${hash}
        from users where email = ${adminEmail}
      on conflict do nothing`);
  }
}
