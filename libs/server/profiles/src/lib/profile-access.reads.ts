import { DEFAULT_ROLE, type Role } from '@capsuisse/contracts';
import type { Db } from '@capsuisse/server-core';
import type { Expression, RawBuilder } from 'kysely';
import { sql } from 'kysely';

/** A user's role, `DEFAULT_ROLE` when none is recorded: for another domain's statement (the access check). */
export const roleOf = (db: Db, userId: Expression<string>): RawBuilder<Role> =>
  sql<Role>`coalesce((${db.selectFrom('user_roles').select('role').where('user_id', '=', userId)}), ${sql.lit(DEFAULT_ROLE)})`;

/** Whether the user paid (false without a profile). */
export const hasPaidOf = (db: Db, userId: Expression<string>): RawBuilder<boolean> =>
  sql<boolean>`coalesce((${db.selectFrom('profiles').select('has_paid').where('user_id', '=', userId)}), false)`;
