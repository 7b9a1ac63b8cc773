import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { Role } from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import { AuthService } from '@capsuisse/server-auth';
import { CallsService } from '@capsuisse/server-calls';
import { AppConfig, runInScope } from '@capsuisse/server-core';
import { MilestonesService } from '@capsuisse/server-milestones';
import { ProfileRights } from '@capsuisse/server-profiles';
import { TrainingVideosService } from '@capsuisse/server-programme';

export const DEMO_PASSWORD = 'CapSuisse-Demo-1';

export const DEMO_ACCOUNTS: { email: string; role: Role; hasPaid: boolean; firstName: string; lastName: string }[] = [
  { email: 'axel@demo.capsuisse.ch', role: 'axel', hasPaid: true, firstName: 'Axel', lastName: 'Admin' },
  { email: 'coach@demo.capsuisse.ch', role: 'accompagnateur', hasPaid: true, firstName: 'Claire', lastName: 'Coach' },
  { email: 'recruteur@demo.capsuisse.ch', role: 'recruteur', hasPaid: true, firstName: 'Romain', lastName: 'Recruteur' },
  { email: 'client@demo.capsuisse.ch', role: 'client', hasPaid: true, firstName: 'Camille', lastName: 'Client' },
  { email: 'nouveau@demo.capsuisse.ch', role: 'client', hasPaid: false, firstName: 'Noé', lastName: 'Nouveau' },
  { email: 'logement@demo.capsuisse.ch', role: 'client_se_loger', hasPaid: true, firstName: 'Léa', lastName: 'Logement' },
];

/** The demo client's first steps, as its coach would set them (none done: the demo starts at 0 %). */
const DEMO_PATH = [
  { code: '01', label: 'Audit du profil et du CV', type: 'audit', status: 'planifie', scheduled_at: '2027-01-12', notes_client: 'Apportez votre CV à jour et vos certificats de travail.' },
  { code: '02', label: 'Stratégie de candidature', type: 'strategie', status: 'a_faire', scheduled_at: null, notes_client: null },
  { code: '03', label: 'Simulation d’entretien', type: 'entretien_simulation', status: 'a_faire', scheduled_at: null, notes_client: null },
] as const;

/** The demo coach's week, in Zurich time: first calls and sessions can be booked from the first start. */
const DEMO_WEEK = {
  video_url: 'https://meet.jit.si/capsuisse-demo-accompagnement',
  weekly: [
    { weekday: 1, start: '14:00', end: '17:00' },
    { weekday: 2, start: '09:00', end: '12:00' },
    { weekday: 3, start: '09:00', end: '12:00' },
    { weekday: 3, start: '14:00', end: '17:00' },
    { weekday: 4, start: '09:00', end: '12:00' },
    { weekday: 5, start: '09:00', end: '11:00' },
  ],
  exceptions: [],
};

/**
 * The demo's training video, poster and subtitles (made by make-demo.sh): beside the sources, or from the repository's
 * root when the bundle (dist/apps/api/main.js) runs, as it is started there.
 */
const DEMO_TRAINING = [join(__dirname, '..', '..', 'demo', 'training'), join(process.cwd(), 'apps', 'api', 'demo', 'training')].find((dir) => existsSync(join(dir, 'demo.mp4')));

/** One demo account per role, created once (idempotent), never in production. */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly config: AppConfig,
    private readonly orm: MikroORM,
    private readonly auth: AuthService,
    private readonly assignments: AssignmentsService,
    private readonly milestones: MilestonesService,
    private readonly calls: CallsService,
    private readonly rights: ProfileRights,
    private readonly videos: TrainingVideosService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo || this.config.production) return;
    await runInScope(this.orm, null, () => this.seed());
  }

  async seed(): Promise<void> {
    const created: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      if (await this.auth.findUserByEmail(account.email)) continue;
      await this.auth.createUser({ ...account, password: DEMO_PASSWORD, metadata: { demo: true }, approval: { by: null } });
      created.push(account.role);
    }
    const coach = await this.auth.findUserByEmail('coach@demo.capsuisse.ch');
    const client = await this.auth.findUserByEmail('client@demo.capsuisse.ch');
    if (!coach || !client) throw new Error('demo seed: the coach or client account is missing');
    await this.assignments.ensureAssigned(coach.id, client.id);
    await this.milestones.ensureDemoPath(client.id, DEMO_PATH);
    await this.calls.ensureDemoAvailability(coach.id, DEMO_WEEK);
    // The demo job seeker has said yes to recruiters, so the demo recruiter has a candidate to show.
    await this.rights.consentOnce(client.id);
    await this.seedVideo();
    // By role: no log line carries an e-mail address.
    if (created.length) this.logger.log(`demo accounts created: ${created.join(', ')}`);
    const list = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(30)} ${a.role}${a.role === 'client' ? (a.hasPaid ? ' (paid, assigned to coach)' : ' (unpaid)') : ''}`);
    // Printed plainly (not JSON) so a person starting the app can read it.
    process.stdout.write(`\nDemo accounts (password ${DEMO_PASSWORD}) at ${this.config.publicUrl}\n${list.join('\n')}\n\n`);
  }

  /** Day 1's video, when the day has none: the journey (watch, resume, watched) can be tried on a fresh clone. */
  private async seedVideo(): Promise<void> {
    if (!DEMO_TRAINING) {
      this.logger.warn('demo seed: apps/api/demo/training not found, day 1 has no video');
      return;
    }
    const [video, poster, subtitles] = await Promise.all(['demo.mp4', 'poster.jpg', 'demo.fr.vtt'].map((name) => readFile(join(DEMO_TRAINING, name))));
    if (await this.videos.seedDemo(1, { video, poster, subtitles })) this.logger.log('demo training video set on day 1');
  }
}
