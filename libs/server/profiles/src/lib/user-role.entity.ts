import { Entity, Enum, PrimaryKey } from '@mikro-orm/core';
import { ROLES, type Role } from '@capsuisse/contracts';

/** Spec §3 `user_roles`: one row per user; no row means `client`. */
@Entity({ tableName: 'user_roles' })
export class UserRole {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => ROLES })
  role!: Role;
}
