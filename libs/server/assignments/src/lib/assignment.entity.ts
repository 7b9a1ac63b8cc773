import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A client assigned to a coach (spec §3 `accompagnateur_clients`). */
@Entity({ tableName: 'accompagnateur_clients' })
export class Assignment {
  @PrimaryKey({ type: 'uuid' })
  accompagnateurId!: string;

  @PrimaryKey({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
