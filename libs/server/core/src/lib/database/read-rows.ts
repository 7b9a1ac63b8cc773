import type { EntityClass, EntityData, EntityKey } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * `select <the columns of fields, or *> from <entity's table> <rest>`, its rows mapped as MikroORM's query
 * builder maps them (column to property, types converted), no entity made. For the hottest reads: there,
 * building the query with the builder took more CPU than running it. `rest` is SQL with `?` parameters (a
 * list parameter expands, for `in (?)`).
 */
export async function readRows<T extends object, F extends EntityKey<T> = EntityKey<T>>(
  em: EntityManager,
  entity: EntityClass<T>,
  fields: readonly F[] | '*',
  rest: string,
  params: readonly unknown[],
): Promise<Pick<T, F>[]> {
  const meta = em.getMetadata().get<T>(entity.name);
  const columns = fields === '*' ? '*' : fields.map((f) => meta.properties[f].fieldNames.join(', ')).join(', ');
  const rows = await em.execute<EntityData<T>[]>(`select ${columns} from ${meta.tableName} ${rest}`, [...params]);
  const driver = em.getDriver();
  // The row holds exactly the columns selected: mapped, it holds exactly those fields.
  return rows.map((row) => driver.mapResult(row, meta) as unknown as Pick<T, F>);
}
