import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@capsuisse/contracts';
import { Assignment } from '@capsuisse/server-assignments';
import { AuthService, User } from '@capsuisse/server-auth';
import { AppConfig, Clock } from '@capsuisse/server-core';

export const DEMO_PASSWORD = 'CapSuisse-Demo-1';

export const DEMO_ACCOUNTS: { email: string; role: Role; hasPaid: boolean; firstName: string; lastName: string }[] = [
  { email: 'axel@demo.capsuisse.ch', role: 'axel', hasPaid: true, firstName: 'Axel', lastName: 'Admin' },
  { email: 'coach@demo.capsuisse.ch', role: 'accompagnateur', hasPaid: true, firstName: 'Claire', lastName: 'Coach' },
  { email: 'recruteur@demo.capsuisse.ch', role: 'recruteur', hasPaid: true, firstName: 'Romain', lastName: 'Recruteur' },
  { email: 'client@demo.capsuisse.ch', role: 'client', hasPaid: true, firstName: 'Camille', lastName: 'Client' },
  { email: 'nouveau@demo.capsuisse.ch', role: 'client', hasPaid: false, firstName: 'Noé', lastName: 'Nouveau' },
  { email: 'logement@demo.capsuisse.ch', role: 'client_se_loger', hasPaid: true, firstName: 'Léa', lastName: 'Logement' },
];

/** One demo account per role, created once (idempotent), never in production. */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly config: AppConfig,
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly auth: AuthService,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo || this.config.production) return;
    await RequestContext.create(this.orm.em, () => this.seed());
  }

  async seed(): Promise<void> {
    const created: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      if (await this.em.count(User, { email: account.email })) continue;
      await this.auth.createUser({ ...account, password: DEMO_PASSWORD, metadata: { demo: true } });
      created.push(account.email);
    }
    const coach = await this.em.findOneOrFail(User, { email: 'coach@demo.capsuisse.ch' });
    const client = await this.em.findOneOrFail(User, { email: 'client@demo.capsuisse.ch' });
    if (!(await this.em.count(Assignment, { accompagnateurId: coach.id, clientId: client.id }))) {
      await this.em.insert(Assignment, { accompagnateurId: coach.id, clientId: client.id, createdAt: this.clock.now() });
    }
    if (created.length) this.logger.log(`demo accounts created: ${created.join(', ')}`);
    const list = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(30)} ${a.role}${a.role === 'client' ? (a.hasPaid ? ' (paid, assigned to coach)' : ' (unpaid)') : ''}`);
    // Printed plainly (not JSON) so a person starting the app can read it.
    process.stdout.write(`\nDemo accounts (password ${DEMO_PASSWORD}) at ${this.config.publicUrl}\n${list.join('\n')}\n\n`);
  }
}
