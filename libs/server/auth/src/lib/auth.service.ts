import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCESS_TOKEN_SECONDS,
  type API,
  API_ERRORS,
  type AssuranceLevel,
  type AuthUser,
  type Factor,
  hasVerifiedFactor,
  type InputOf,
  type LogoutScope,
  type Role,
  roleForAccountType,
  type Session,
  type MfaChallenge,
} from '@capsuisse/contracts';
import { AccessCache, type AccessFacts, AppConfig, AuditService, type Caller, Clock, countLoginFailure, DomainError, Errors, type PersonalData } from '@capsuisse/server-core';
import { ProfilesService, RolesService } from '@capsuisse/server-profiles';
import { ACCESS_FACTS } from './auth.reads';
import { AuthSession } from './auth-session.entity';
import { PasswordResetToken } from './password-reset-token.entity';
import { MfaService } from './mfa/mfa.service';
import { RefreshToken } from './refresh-token.entity';
import { type KnownDevice, deviceFor } from './device-cookie';
import { derivedKey, hashNeedsUpdate, hashPassword, newToken, pseudonymOf, tokenHash, verifyPassword } from './secrets';
import { endableBy, liveSession } from './session-lifetime';
import { SignedTokens } from './signed-tokens';
import { User } from './user.entity';

type SignupInput = InputOf<typeof API.auth.signup>['body'];
type TokenInput = InputOf<typeof API.auth.token>;
type PasswordGrant = Extract<TokenInput, { query: { grant_type: 'password' } }>;
type MfaGrant = Extract<TokenInput, { query: { grant_type: 'mfa' } }>;

interface AccessClaims {
  sub: string;
  role: Role;
  sid: string;
  iat: number;
  /** The session's assurance level and whether the user had a verified factor, when it was issued: for the client to show; the guard reads the session's own. */
  aal: AssuranceLevel;
  mfa: boolean;
}

/** Who calls, and whether they paid: what the access check decides on. */
export interface Authenticated {
  caller: Caller;
  hasPaid: boolean;
}

function authenticated(claims: AccessClaims, facts: AccessFacts | null): Authenticated {
  if (!facts || facts.userId !== claims.sub) throw Errors.sessionExpired();
  // Assurance from the session, not the token: a token issued before its user enrolled a factor loses what needs aal2.
  return { caller: { id: claims.sub, sessionId: claims.sid, role: facts.role, aal: facts.aal, mfa: facts.mfa }, hasPaid: facts.hasPaid };
}

/** An account as other modules see it (the entity stays inside auth). */
export interface Account {
  id: string;
  email: string;
}

export interface NewUser {
  email: string;
  password: string;
  role: Role;
  hasPaid?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  countryCode?: string | null;
  phone?: string | null;
  metadata?: Record<string, unknown>;
  /** See `NewProfile.approval`: absent for a sign-up, whose recruiter waits for axel. */
  approval?: { by: string | null };
}

/** How long a spent refresh token may come back as the same browser's lost answer (a reload mid-refresh), not as reuse. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  // Compared against when the email is unknown, so timing does not reveal which accounts exist.
  private decoyHash?: Promise<string>;
  private readonly accessTokens: SignedTokens<AccessClaims>;
  private readonly pseudonymKey: Buffer;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly profiles: ProfilesService,
    private readonly roles: RolesService,
    private readonly audit: AuditService,
    private readonly mfa: MfaService,
    private readonly accessCache: AccessCache,
  ) {
    this.accessTokens = new SignedTokens(Buffer.from(config.jwtSecret, 'utf8'), ACCESS_TOKEN_SECONDS);
    this.pseudonymKey = derivedKey(config.jwtSecret, 'erasure-pseudonym');
  }

  /** What a deleted user's id becomes where a record of them is kept (audit log, payments): stable per person. */
  pseudonymOf(userId: string): string {
    return pseudonymOf(this.pseudonymKey, userId);
  }

  /** Self-service sign-up: the schema already refused any role but client, client_se_loger, recruteur. */
  async signup(body: SignupInput, userAgent?: string): Promise<Session> {
    const { accountType, metadata, email, password } = body;
    const user = await this.createUser({
      email,
      password,
      role: roleForAccountType(accountType),
      firstName: body.firstName,
      lastName: body.lastName,
      countryCode: body.countryCode,
      phone: body.phone,
      metadata: { ...metadata, accountType },
    });
    await this.profiles.markFirstLogin(user.id);
    return this.startSession(user, { userAgent });
  }

  /**
   * User, profile and role in one transaction (sign-up, admin creation, demo seed). `audit`, when given,
   * writes the caller's own audit entry in that transaction instead of the sign-up one (axel's creation).
   */
  async createUser(u: NewUser, audit?: (em: EntityManager, user: Account) => void): Promise<Account> {
    if (await this.em.count(User, { email: u.email })) throw Errors.conflict(API_ERRORS.emailTaken);
    const passwordHash = await hashPassword(u.password);
    const now = this.clock.now();
    const user = await this.em.transactional(async (em) => {
      const user = em.create(User, { id: randomUUID(), email: u.email, passwordHash, metadata: u.metadata ?? {}, createdAt: now, updatedAt: now });
      const { email, role, hasPaid, firstName, lastName, countryCode, phone, approval } = u;
      this.profiles.create(em, { userId: user.id, email, role, hasPaid, firstName, lastName, countryCode, phone, approval });
      if (audit) audit(em, { id: user.id, email: user.email });
      else this.audit.record(em, { actorId: user.id, action: 'auth.signup', target: { type: 'user', id: user.id }, details: { role: u.role } });
      return user;
    });
    return { id: user.id, email: user.email };
  }

  /** A password's hash, computed before the transaction that stores it (hashing takes ~100 ms). */
  hashPassword(password: string): Promise<string> {
    return hashPassword(password);
  }

  /**
   * Sets a user's password inside the caller's transaction (axel's reset): every session of the user ends
   * (their refresh tokens with them) and pending reset links stop working. False when there is no such user.
   */
  async setPassword(em: EntityManager, userId: string, passwordHash: string): Promise<boolean> {
    const now = this.clock.now();
    if ((await em.nativeUpdate(User, { id: userId }, { passwordHash, updatedAt: now })) === 0) return false;
    await em.nativeUpdate(AuthSession, { userId, revokedAt: null }, { revokedAt: now });
    await em.nativeUpdate(PasswordResetToken, { userId, usedAt: null }, { usedAt: now });
    return true;
  }

  /**
   * Account deletion, inside the caller's transaction: the user row, and with it (foreign keys, on delete
   * cascade) every session, refresh token and reset token. The access tokens already issued stop working
   * because `authenticate` finds no session. False when there is no such user.
   */
  async forgetUser(em: EntityManager, userId: string): Promise<boolean> {
    await em.nativeDelete(PasswordResetToken, { userId });
    await em.nativeDelete(AuthSession, { userId });
    return (await em.nativeDelete(User, { id: userId })) > 0;
  }

  /** Data export: what the account keeps of its sign-up (account type, the service chosen on /countries). */
  async exportUser(userId: string): Promise<PersonalData> {
    const user = await this.em.fork().findOne(User, { id: userId }, { fields: ['metadata'] });
    return { name: 'inscription', records: user?.metadata ?? {} };
  }

  /** The account of an email, or null (the demo seed's "created once"). */
  async findUserByEmail(email: string): Promise<Account | null> {
    const user = await this.em.findOne(User, { email });
    return user && { id: user.id, email: user.email };
  }

  /**
   * `POST /auth/token`: password, mfa or refresh_token grant (the body was parsed by its grant's schema; with
   * `transport=cookie` the controller put the cookie's refresh token in it). `address` counts code attempts;
   * `userAgent`: the signing-in device; `device`: its device cookie, when it has one.
   */
  token(input: TokenInput, address: string, userAgent?: string, device: KnownDevice | null = null): Promise<Session | MfaChallenge> {
    if (isPasswordGrant(input)) return this.passwordGrant(input.body, userAgent, deviceFor(device, input.body.email) !== null);
    if (isMfaGrant(input)) return this.mfaGrant(input.body, address, userAgent, device);
    return this.refreshGrant(input.body.refresh_token);
  }

  private async passwordGrant({ email, password }: PasswordGrant['body'], userAgent: string | undefined, knownDevice: boolean): Promise<Session | MfaChallenge> {
    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash'] });
    const ok = await verifyPassword(user?.passwordHash ?? (await this.decoy()), password, knownDevice);
    if (!user || !ok) {
      countLoginFailure();
      throw Errors.invalidCredentials();
    }
    // A hash made with older settings is made again now that the password is at hand (once per account).
    if (hashNeedsUpdate(user.passwordHash)) await this.em.nativeUpdate(User, { id: user.id }, { passwordHash: await hashPassword(password) });
    // An enrolled account gets no session for the password alone: the code comes next (grant_type=mfa).
    const factors = await this.mfa.factorsOf(user.id);
    if (hasVerifiedFactor(factors)) return this.mfa.challenge(user.id);
    await this.profiles.markFirstLogin(user.id);
    return this.startSession(user, { userAgent, factors });
  }

  private async mfaGrant(body: MfaGrant['body'], address: string, userAgent: string | undefined, device: KnownDevice | null): Promise<Session> {
    const userId = await this.mfa.completeChallenge(body, address, device);
    const user = await this.em.findOneOrFail(User, { id: userId });
    await this.profiles.markFirstLogin(user.id);
    return this.startSession(user, { aal: 'aal2', userAgent });
  }

  private async refreshGrant(refreshToken: string | undefined): Promise<Session> {
    if (!refreshToken) throw Errors.sessionExpired();
    const now = this.clock.now();
    const outcome = await this.em.transactional(async (em) => {
      const token = await em.findOne(RefreshToken, { tokenHash: tokenHash(refreshToken) });
      // Signed out, idle too long or too old: refused like an unknown token.
      const session = token && (await em.findOne(AuthSession, { id: token.sessionId, ...liveSession(this.config, now) }));
      if (!token || !session) return { kind: 'expired' as const };
      // Claim the token atomically: of two requests with it, only one rotates.
      const claimed = await em.nativeUpdate(RefreshToken, { id: token.id, usedAt: null }, { usedAt: now });
      // A page reloaded while its refresh was on the way sends the same cookie again moments later, its answer lost:
      // within a few seconds of its use (or spent while this request read it) a token is not a stolen copy, and gets
      // a new one in the same family.
      const lostAnswer = claimed === 0 && (token.usedAt === null || now.getTime() - token.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS);
      if (claimed === 0 && !lostAnswer) {
        // A rotated token came back: someone holds a copy. End the whole family.
        session.revokedAt = now;
        this.audit.record(em, { actorId: session.userId, action: 'auth.refresh_reuse', target: { type: 'session', id: session.id } });
        return { kind: 'reused' as const };
      }
      session.refreshedAt = now;
      const refresh = this.issueRefreshToken(em, session.id);
      return { kind: 'rotated' as const, session, refresh };
    });
    if (outcome.kind === 'reused') this.logger.warn('refresh token reused: session family revoked');
    if (outcome.kind !== 'rotated') throw Errors.sessionExpired();
    const user = await this.em.findOneOrFail(User, { id: outcome.session.userId });
    return this.sessionFor(user, outcome.session, outcome.refresh);
  }

  /** A new session (refresh family) for a user who proved who they are (aal2: with a second factor too), from this device (User-Agent). */
  async startSession(user: Account, { aal = 'aal1', userAgent, factors }: { aal?: AssuranceLevel; userAgent?: string; factors?: Factor[] } = {}): Promise<Session> {
    const now = this.clock.now();
    const { session, refresh } = await this.em.transactional(async (em) => {
      const session = em.create(AuthSession, { userId: user.id, createdAt: now, refreshedAt: now, aal, userAgent: userAgent?.slice(0, 512) || null });
      return { session, refresh: this.issueRefreshToken(em, session.id) };
    });
    return this.sessionFor(user, session, refresh, factors);
  }

  private issueRefreshToken(em: EntityManager, sessionId: string): string {
    const token = newToken();
    em.create(RefreshToken, { sessionId, tokenHash: tokenHash(token), createdAt: this.clock.now() });
    return token;
  }

  /** `known`: the user's factors when the caller has just read them (the password grant), not read again. */
  private async sessionFor(user: Account, session: Pick<AuthSession, 'id' | 'aal'>, refreshToken: string, known?: Factor[]): Promise<Session> {
    const role = await this.roles.roleOf(user.id);
    const factors = known ?? (await this.mfa.factorsOf(user.id));
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const claims: AccessClaims = { sub: user.id, role, sid: session.id, iat, aal: session.aal, mfa: hasVerifiedFactor(factors) };
    return {
      access_token: this.accessTokens.sign(claims),
      refresh_token: refreshToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: iat + ACCESS_TOKEN_SECONDS,
      token_type: 'bearer',
      user: { id: user.id, email: user.email, role, factors },
    };
  }

  /**
   * The caller behind an access token, and whether they paid. The session and the role are checked on every
   * request — from the access cache, whose entries of a user every committed sign-out, role change or payment
   * ends on every replica —, so signing out, a role change by axel and a payment take effect at once.
   */
  authenticate(accessToken: string): Authenticated | Promise<Authenticated> {
    const now = this.clock.now();
    const claims = this.accessTokens.verify(accessToken, now);
    if (!claims) throw Errors.sessionExpired();
    const facts = this.accessCache.through(claims.sid, claims.sub, () => this.accessFacts(claims.sid, claims.sub, now));
    // Kept facts come at once: the access check of a known session makes no promise.
    return facts instanceof Promise ? facts.then((read) => authenticated(claims, read)) : authenticated(claims, facts);
  }

  /** A live session's facts, kept until the cache's own limit or the session's idle or absolute end, whichever comes first. */
  private async accessFacts(sessionId: string, userId: string, now: Date): Promise<AccessFacts | null> {
    const { idleMs, maxMs } = this.config.sessions;
    const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const [row] = await ACCESS_FACTS.run(this.em, { sessionId, userId, idleSince: since(idleMs), createdSince: since(maxMs) });
    if (!row) return null;
    const until = Math.min(Date.parse(row.refreshed_at) + idleMs, Date.parse(row.created_at) + maxMs);
    return { userId, role: row.role, hasPaid: row.has_paid, aal: row.aal, mfa: row.mfa, until };
  }

  async currentUser(caller: Caller): Promise<AuthUser> {
    const user = await this.em.findOneOrFail(User, { id: caller.id });
    return { id: user.id, email: user.email, role: caller.role, factors: await this.mfa.factorsOf(user.id) };
  }

  /** global: every device; local: this one; others: every device but this one. */
  async logout(caller: Caller, scope: LogoutScope): Promise<void> {
    const sessions =
      scope === 'local'
        ? { id: caller.sessionId }
        : scope === 'others'
          ? { userId: caller.id, id: { $ne: caller.sessionId } }
          : { userId: caller.id };
    // This one always; the others only those it may end.
    const ending = scope === 'local' ? sessions : { $or: [{ id: caller.sessionId }, endableBy(caller)], ...sessions };
    // In a transaction, as every change a kept read shows: its commit ends the kept facts (the read model).
    await this.em.transactional((em) => em.nativeUpdate(AuthSession, { ...ending, revokedAt: null }, { revokedAt: this.clock.now() }));
  }

  /** Single use, one hour; ends the account's other reset links and signs it out everywhere. */
  async reset(token: string, password: string): Promise<void> {
    const now = this.clock.now();
    const live = { tokenHash: tokenHash(token), usedAt: null, expiresAt: { $gt: now } };
    // The token is checked before the costly hash: a guess costs one lookup, not an argon2 run.
    if ((await this.em.count(PasswordResetToken, live)) === 0) throw new DomainError('invalid_input', API_ERRORS.resetTokenInvalid);
    const passwordHash = await hashPassword(password);
    const done = await this.em.transactional(async (em) => {
      const row = await em.findOne(PasswordResetToken, live);
      if (!row || (await em.nativeUpdate(PasswordResetToken, { id: row.id, usedAt: null }, { usedAt: now })) === 0) return false;
      await em.nativeUpdate(PasswordResetToken, { userId: row.userId, usedAt: null }, { usedAt: now });
      await em.nativeUpdate(User, { id: row.userId }, { passwordHash, updatedAt: now });
      await em.nativeUpdate(AuthSession, { userId: row.userId, revokedAt: null }, { revokedAt: now });
      this.audit.record(em, { actorId: row.userId, action: 'auth.password_reset', target: { type: 'user', id: row.userId } });
      return true;
    });
    if (!done) throw new DomainError('invalid_input', API_ERRORS.resetTokenInvalid);
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword(newToken());
    return this.decoyHash;
  }
}

const isPasswordGrant = (input: TokenInput): input is PasswordGrant => input.query.grant_type === 'password';
const isMfaGrant = (input: TokenInput): input is MfaGrant => input.query.grant_type === 'mfa';
