import { randomInt, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Secret, TOTP as Totp } from 'otpauth';
import {
  type Factor,
  type FactorVerified,
  type InputOf,
  MFA_CHALLENGE_SECONDS,
  MFA_MESSAGES as M,
  type API,
  type MfaChallenge,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  TOTP,
  type TotpEnrolment,
} from '@capsuisse/contracts';
import { AppConfig, AuditService, type Caller, Clock, DomainError, Errors, RateLimiter } from '@capsuisse/server-core';
import { AuthSession } from '../auth-session.entity';
import type { KnownDevice } from '../device-cookie';
import { CHALLENGE_SPENT } from '../auth.reads';
import { derivedKey, tokenHash, verifyPassword } from '../secrets';
import { SignedTokens } from '../signed-tokens';
import { User } from '../user.entity';
import { MfaFactor } from './mfa-factor.entity';
import { RecoveryCode } from './recovery-code.entity';
import { SecretBox } from './secret-box';

type MfaGrant = Extract<InputOf<typeof API.auth.token>, { query: { grant_type: 'mfa' } }>['body'];

const toFactor = (f: MfaFactor): Factor => ({ id: f.id, factor_type: f.factorType, friendly_name: f.friendlyName, status: f.status });
// The row a sealed secret belongs to: it opens on no other.
const sealContext = (f: { id: string; userId: string }) => `mfa_factors:${f.userId}:${f.id}`;

/** TOTP second factor: enrolment, codes (app or recovery), and the sign-in challenge between password and session. */
@Injectable()
export class MfaService {
  private readonly box: SecretBox;
  private readonly challenges: SignedTokens<{ sub: string; iat: number; jti: string }>;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly limiter: RateLimiter,
    config: AppConfig,
  ) {
    this.box = new SecretBox(derivedKey(config.jwtSecret, 'totp-secret-encryption'));
    // Its own key: a challenge token is never accepted as an access token, nor the reverse.
    this.challenges = new SignedTokens(derivedKey(config.jwtSecret, 'mfa-challenge'), MFA_CHALLENGE_SECONDS);
  }

  async factorsOf(userId: string): Promise<Factor[]> {
    const factors = await this.em.find(MfaFactor, { userId }, { orderBy: { createdAt: 'asc' } });
    return factors.map(toFactor);
  }

  async hasVerifiedFactor(userId: string): Promise<boolean> {
    return (await this.em.count(MfaFactor, { userId, status: 'verified' })) > 0;
  }

  /** A new unverified TOTP factor; an unfinished earlier enrolment is dropped. One verified factor per account. */
  async enrol(caller: Caller, friendlyName: string | undefined, password: string, address: string): Promise<TotpEnrolment> {
    if (await this.hasVerifiedFactor(caller.id)) throw Errors.conflict(M.alreadyEnrolled);
    const user = await this.confirmPassword(caller, password, address);
    const secret = new Secret({ size: 20 });
    const factor = await this.em.transactional(async (em) => {
      await em.nativeDelete(MfaFactor, { userId: caller.id, status: 'unverified' });
      const created = em.create(MfaFactor, { userId: caller.id, friendlyName: friendlyName || null, secretEncrypted: '', createdAt: this.clock.now() });
      created.secretEncrypted = this.box.seal(secret.base32, sealContext(created));
      return created;
    });
    const uri = this.totpOf(user.email, secret).toString();
    // Loaded at the first enrolment, not at every start.
    const { default: QRCode } = await import('qrcode');
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      ...toFactor(factor),
      factor_type: 'totp',
      status: 'unverified',
      totp: { qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, secret: secret.base32, uri },
    };
  }

  /** The first code proves the app holds the secret: the factor is verified, this session becomes aal2 and the others end, recovery codes are made. */
  async verify(caller: Caller, factorId: string, code: string, address: string): Promise<FactorVerified> {
    await this.limiter.admit('mfa', address, caller.id);
    const factor = await this.em.findOne(MfaFactor, { id: factorId, userId: caller.id });
    if (!factor) throw Errors.notFound(M.factorNotFound);
    if (factor.status === 'verified') throw Errors.conflict(M.alreadyVerified);
    await this.checkCode(factor, code);
    const now = this.clock.now();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(MfaFactor, { id: factor.id }, { status: 'verified', verifiedAt: now });
      await em.nativeDelete(RecoveryCode, { userId: caller.id });
      for (const c of recoveryCodes) em.create(RecoveryCode, { userId: caller.id, codeHash: tokenHash(c), createdAt: now });
      await em.nativeUpdate(AuthSession, { id: caller.sessionId }, { aal: 'aal2' });
      const sessionsEnded = await this.endOtherSessions(em, caller, now);
      this.audit.record(em, { actorId: caller.id, action: 'auth.mfa_enrolled', target: { type: 'user', id: caller.id }, details: { factorId: factor.id, sessions_ended: sessionsEnded } });
    });
    return { factor: { ...toFactor(factor), status: 'verified' }, recovery_codes: recoveryCodes };
  }

  /**
   * A verified factor goes only from a session that proved one (aal2), with the recovery codes (an account
   * has one verified factor at most) and every other session; an unfinished enrolment goes from any session.
   */
  async remove(caller: Caller, factorId: string, password: string | undefined, address: string): Promise<void> {
    const factor = await this.em.findOne(MfaFactor, { id: factorId, userId: caller.id });
    if (!factor) throw Errors.notFound(M.factorNotFound);
    if (factor.status !== 'verified') {
      await this.em.transactional((em) => em.nativeDelete(MfaFactor, { id: factor.id }));
      return;
    }
    if (caller.aal !== 'aal2') throw Errors.forbidden(M.aal2Required);
    if (password === undefined) throw Errors.invalid(M.passwordRequired);
    await this.confirmPassword(caller, password, address);
    await this.em.transactional(async (em) => {
      await em.nativeDelete(MfaFactor, { id: factor.id });
      await em.nativeDelete(RecoveryCode, { userId: caller.id });
      const sessionsEnded = await this.endOtherSessions(em, caller, this.clock.now());
      this.audit.record(em, { actorId: caller.id, action: 'auth.mfa_removed', target: { type: 'user', id: caller.id }, details: { factorId: factor.id, sessions_ended: sessionsEnded } });
    });
  }

  /** The password grant's answer for an account with a verified factor. */
  async challenge(userId: string): Promise<MfaChallenge> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const mfa_token = this.challenges.sign({ sub: userId, iat, jti: randomUUID() });
    return { mfa_required: true, mfa_token, expires_in: MFA_CHALLENGE_SECONDS };
  }

  /**
   * `grant_type=mfa`: the challenge's user, once its code (or one unused recovery code) checked out. The
   * challenge is spent then, with the recovery code: a second use of it, even at the same moment, is a 401.
   */
  async completeChallenge(body: MfaGrant, address: string, device: KnownDevice | null): Promise<string> {
    const claims = this.challenges.verify(body.mfa_token, this.clock.now());
    if (!claims?.jti) throw new DomainError('session_expired', M.challengeExpired);
    const userId = claims.sub;
    // A browser the user signed in from counts its codes under its own id (see RateLimiter).
    await this.limiter.admit('mfa', address, userId, device?.userId === userId ? device.id : null);
    // Spent already: refused before any code is checked, so a second use spends none of them.
    if ((await CHALLENGE_SPENT.run(this.em, { id: claims.jti })).length) throw new DomainError('session_expired', M.challengeExpired);
    if (body.recovery_code !== undefined) {
      const code = body.recovery_code;
      await this.em.transactional(async (em) => {
        const now = this.clock.now();
        const used = await em.nativeUpdate(RecoveryCode, { userId, codeHash: tokenHash(code), usedAt: null }, { usedAt: now });
        if (used === 0) throw Errors.invalid(M.recoveryCodeInvalid);
        await this.spend(em, claims.jti, claims.iat);
        this.audit.record(em, { actorId: userId, action: 'auth.mfa_recovery_code_used', target: { type: 'user', id: userId } });
      });
      return userId;
    }
    const factor = await this.em.findOne(MfaFactor, { userId, status: 'verified' });
    // The factor was removed since the password was checked: the challenge no longer stands.
    if (!factor) throw new DomainError('session_expired', M.challengeExpired);
    await this.checkCode(factor, body.code ?? '');
    await this.spend(this.em, claims.jti, claims.iat);
    return userId;
  }

  /** Marks a challenge used, once: 401 when it already was. Spent challenges past their expiry go. */
  private async spend(em: EntityManager, jti: string, iat: number): Promise<void> {
    const now = this.clock.now();
    await em.execute(`delete from mfa_challenges_spent where expires_at < ?`, [now]);
    const expiresAt = new Date((iat + MFA_CHALLENGE_SECONDS) * 1000);
    const spent = await em.execute(`insert into mfa_challenges_spent (id, expires_at) values (?, ?) on conflict do nothing returning id`, [jti, expiresAt]);
    if (spent.length === 0) throw new DomainError('session_expired', M.challengeExpired);
  }

  /**
   * The signed-in user's password, typed again: a session left open (or stolen) cannot change the account's
   * protection alone. Counted as sign-in attempts; a wrong one is a 400, not a 401 that would sign the page out.
   */
  private async confirmPassword(caller: Caller, password: string, address: string): Promise<User> {
    const user = await this.em.findOneOrFail(User, { id: caller.id }, { populate: ['passwordHash'] });
    await this.limiter.admit('login', address, user.email);
    if (!(await verifyPassword(user.passwordHash, password))) throw Errors.invalid(M.passwordWrong);
    return user;
  }

  /**
   * A factor enrolled or removed ends every other session of the user (none opened before it keeps its power,
   * none opened with it survives it) and moves their access on at once. Returns how many ended.
   */
  private async endOtherSessions(em: EntityManager, caller: Caller, now: Date): Promise<number> {
    const ended = await em.nativeUpdate(AuthSession, { userId: caller.id, id: { $ne: caller.sessionId }, revokedAt: null }, { revokedAt: now });
    return ended;
  }

  /** A code of the current step or the next/previous one, accepted once: a step at or before the last used is refused. */
  private async checkCode(factor: MfaFactor, code: string): Promise<void> {
    // The label (the email) names the account in the app; it takes no part in the code.
    const totp = this.totpOf('', Secret.fromBase32(this.box.open(factor.secretEncrypted, sealContext(factor))));
    const timestamp = this.clock.now().getTime();
    const delta = totp.validate({ token: code, timestamp, window: TOTP.window });
    if (delta === null) throw Errors.invalid(M.codeInvalid);
    const step = totp.counter({ timestamp }) + delta;
    const claimed = await this.em.nativeUpdate(MfaFactor, { id: factor.id, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] }, { lastUsedStep: step });
    if (claimed === 0) throw Errors.invalid(M.codeReused);
  }

  private totpOf(email: string, secret: Secret): Totp {
    return new Totp({ issuer: TOTP.issuer, label: email, secret, digits: TOTP.digits, period: TOTP.periodSeconds, algorithm: 'SHA1' });
  }
}

/** 80 random bits in Crockford's base32, grouped by four: `abcd-efgh-jkmn-pqrs`. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join('');
  return chars.replace(/(.{4})(?!$)/g, '$1-');
}
