import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { API_ERRORS, POSTER_MAX_BYTES, SUBTITLES_MAX_BYTES, type TrainingDayContent, VIDEO_ERRORS, VIDEO_MAX_BYTES, VIDEO_TYPES, type VideoType } from '@capsuisse/contracts';
import { AuditService, type Caller, checkUpload, Clock, Errors, PendingObjects, StoragePort } from '@capsuisse/server-core';
import { TrainingVideo } from '../training.entities';
import { TrainingService } from '../training.service';
import { toVideoAdmin } from './training-videos.dto';
import { probeVideo } from './video-probe';
import { isWebVtt } from './webvtt';

/** The storage folder of the training's videos, posters and subtitles (an upload's tus id is its object's key). */
export const VIDEO_FOLDER = 'training-videos';
const POSTER_TYPES = ['image/jpeg', 'image/png'];
const SUBTITLES_TYPE = 'text/vtt';

/** What a tus creation declares before any byte: its length and the metadata `filetype`. */
export interface UploadDeclaration {
  length: number | null;
  filetype: string | undefined;
}

type Asset = 'poster' | 'subtitles';

/**
 * axel's side of the training's videos: a video arrives by tus (resumable, streamed to storage) and is checked by its
 * content once complete, then swapped in; its poster and subtitles come by plain uploads. Every change is audited and
 * answers the day as the training tab shows it. A replaced object is deleted after the commit (PendingObjects).
 */
@Injectable()
export class TrainingVideosService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly storage: StoragePort,
    private readonly pending: PendingObjects,
    private readonly training: TrainingService,
  ) {}

  /** The key a new upload of the day's video is stored under. */
  newVideoKey(day: number): string {
    return `${VIDEO_FOLDER}/day${day}-${randomUUID()}`;
  }

  /** A tus creation, refused before any byte: no length, over 1 GB, a declared type other than MP4/WebM, subtitles missing. */
  async admit(day: number, upload: UploadDeclaration): Promise<void> {
    if (upload.length === null) throw Errors.invalid(API_ERRORS.badRequest);
    if (upload.length > VIDEO_MAX_BYTES) throw Errors.tooLarge(VIDEO_ERRORS.tooLarge);
    if (!VIDEO_TYPES.includes(upload.filetype as VideoType)) throw Errors.invalid(VIDEO_ERRORS.type);
    const row = await this.em.findOne(TrainingVideo, { day });
    if (lacksSubtitles(row)) throw Errors.invalid(VIDEO_ERRORS.subtitlesRequired);
  }

  /**
   * A complete upload: checked by its content (read by ranges from storage), then made the day's video in one
   * transaction. Refused, the object goes and nothing else changes; accepted, the replaced video goes after the commit.
   */
  async complete(actor: Caller, day: number, key: string, size: number): Promise<void> {
    // From here a crash leaves a record the sweep acts on, not an orphan: the transaction below forgets it.
    await this.pending.expect(key);
    let replaced: string | null = null;
    try {
      const probe = await probeVideo((start, end) => this.storage.readRange(key, { start, end }), size);
      await this.storage.settleResumable(key, 'refusal' in probe ? 'application/octet-stream' : probe.contentType);
      if ('refusal' in probe) throw Errors.invalid(VIDEO_ERRORS[probe.refusal]);
      replaced = await this.em.transactional(async (em) => {
        const row = await this.lockedRow(em, day);
        // Axel may have required subtitles while the video was uploading.
        if (lacksSubtitles(row)) throw Errors.invalid(VIDEO_ERRORS.subtitlesRequired);
        const before = toVideoAdmin(row);
        const old = row.videoKey;
        em.assign(row, { videoKey: key, contentType: probe.contentType, sizeBytes: size, durationSeconds: probe.durationSeconds, updatedAt: this.clock.now() });
        await this.pending.swap(em, key, old ? [old] : []);
        // A day gaining a video changes every client's progress; a replaced one keeps the count.
        if (!old) await this.training.videosChanged(em);
        this.audit.record(em, { actorId: actor.id, action: 'training.video.update', target: { type: 'training_day', id: String(day) }, details: { before, after: toVideoAdmin(row) } });
        return old;
      });
    } catch (error) {
      await this.pending.release([key]);
      throw error;
    }
    if (replaced) await this.pending.release([replaced]);
  }

  /** The poster: a JPG or PNG up to 5 MB, checked by its content and written again without its metadata. */
  async poster(actor: Caller, day: number, bytes: Buffer): Promise<TrainingDayContent> {
    if (bytes.length > POSTER_MAX_BYTES) throw Errors.tooLarge(VIDEO_ERRORS.posterTooLarge);
    const checked = await checkUpload(bytes, POSTER_TYPES, VIDEO_ERRORS.poster);
    return this.replace(actor, day, 'poster', { key: `${VIDEO_FOLDER}/day${day}-poster-${randomUUID()}.${checked.extension}`, body: checked.body, type: checked.mimeType });
  }

  /** The French subtitles: a valid WebVTT file up to 512 KB. */
  async subtitles(actor: Caller, day: number, bytes: Buffer): Promise<TrainingDayContent> {
    if (bytes.length > SUBTITLES_MAX_BYTES) throw Errors.tooLarge(VIDEO_ERRORS.subtitlesTooLarge);
    if (!isWebVtt(bytes)) throw Errors.invalid(VIDEO_ERRORS.subtitles);
    return this.replace(actor, day, 'subtitles', { key: `${VIDEO_FOLDER}/day${day}-subtitles-${randomUUID()}.vtt`, body: bytes, type: SUBTITLES_TYPE });
  }

  /** Whether the day takes a video only once its subtitles are there. */
  async settings(actor: Caller, day: number, subtitlesRequired: boolean): Promise<TrainingDayContent> {
    await this.em.transactional(async (em) => {
      const row = await this.lockedRow(em, day);
      const before = toVideoAdmin(row);
      em.assign(row, { subtitlesRequired, updatedAt: this.clock.now() });
      this.audit.record(em, { actorId: actor.id, action: 'training.video.settings', target: { type: 'training_day', id: String(day) }, details: { before, after: toVideoAdmin(row) } });
    });
    return this.day(day);
  }

  /** The day's video, poster and subtitles all go (the row with them); the objects after the commit. */
  async remove(actor: Caller, day: number): Promise<TrainingDayContent> {
    const objects = await this.em.transactional(async (em) => {
      const row = await em.findOne(TrainingVideo, { day }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw Errors.notFound(VIDEO_ERRORS.noVideo);
      const keys = [row.videoKey, row.posterKey, row.subtitlesKey].filter((k): k is string => k !== null);
      await this.pending.swap(em, null, keys);
      em.remove(row);
      if (row.videoKey) await this.training.videosChanged(em);
      this.audit.record(em, { actorId: actor.id, action: 'training.video.delete', target: { type: 'training_day', id: String(day) }, details: { before: toVideoAdmin(row) } });
      return keys;
    });
    await this.pending.release(objects);
    return this.day(day);
  }

  /**
   * The demo seed: these files as the day's video, poster and subtitles when the day has no video yet (a fresh
   * clone's journey can be tried). Checked as axel's uploads are; returns false when the day already had one.
   */
  async seedDemo(day: number, files: { video: Buffer; poster: Buffer; subtitles: Buffer }): Promise<boolean> {
    if ((await this.em.findOne(TrainingVideo, { day }))?.videoKey) return false;
    const probe = await probeVideo(async (start, end) => files.video.subarray(start, end + 1), files.video.length);
    if ('refusal' in probe || !isWebVtt(files.subtitles)) throw new Error('demo seed: the demo video or its subtitles do not pass the checks');
    const poster = await checkUpload(files.poster, POSTER_TYPES, VIDEO_ERRORS.poster);
    const objects = [
      { key: this.newVideoKey(day), body: files.video, type: probe.contentType },
      { key: `${VIDEO_FOLDER}/day${day}-poster-${randomUUID()}.${poster.extension}`, body: poster.body, type: poster.mimeType },
      { key: `${VIDEO_FOLDER}/day${day}-subtitles-${randomUUID()}.vtt`, body: files.subtitles, type: SUBTITLES_TYPE },
    ];
    for (const o of objects) await this.pending.expect(o.key);
    let replaced: string[];
    try {
      for (const o of objects) await this.storage.put(o.key, o.body, o.type);
      replaced = await this.em.transactional(async (em) => {
        const row = await this.lockedRow(em, day);
        const [video, posterObject, subtitles] = objects;
        const previous = [row.posterKey, row.subtitlesKey].filter((k): k is string => k !== null);
        em.assign(row, {
          videoKey: video.key,
          contentType: probe.contentType,
          sizeBytes: files.video.length,
          durationSeconds: probe.durationSeconds,
          posterKey: posterObject.key,
          posterType: posterObject.type,
          subtitlesKey: subtitles.key,
          updatedAt: this.clock.now(),
        });
        for (const o of objects) await this.pending.swap(em, o.key, []);
        await this.pending.swap(em, null, previous);
        await this.training.videosChanged(em);
        return previous;
      });
    } catch (error) {
      await this.pending.release(objects.map((o) => o.key));
      throw error;
    }
    await this.pending.release(replaced);
    return true;
  }

  /** A poster or subtitles put under a key of its own, then swapped in; the one it replaces goes after the commit. */
  private async replace(actor: Caller, day: number, asset: Asset, file: { key: string; body: Buffer; type: string }): Promise<TrainingDayContent> {
    await this.pending.expect(file.key);
    let replaced: string | null;
    try {
      await this.storage.put(file.key, file.body, file.type);
      replaced = await this.em.transactional(async (em) => {
        const row = await this.lockedRow(em, day);
        const before = toVideoAdmin(row);
        const old = asset === 'poster' ? row.posterKey : row.subtitlesKey;
        em.assign(row, asset === 'poster' ? { posterKey: file.key, posterType: file.type } : { subtitlesKey: file.key });
        row.updatedAt = this.clock.now();
        await this.pending.swap(em, file.key, old ? [old] : []);
        this.audit.record(em, { actorId: actor.id, action: `training.video.${asset}`, target: { type: 'training_day', id: String(day) }, details: { before, after: toVideoAdmin(row) } });
        return old;
      });
    } catch (error) {
      await this.pending.release([file.key]);
      throw error;
    }
    if (replaced) await this.pending.release([replaced]);
    return this.day(day);
  }

  /** The day's row, made if the day had none yet, locked for the transaction's change. */
  private async lockedRow(em: EntityManager, day: number): Promise<TrainingVideo> {
    await em.execute('insert into training_videos (day, updated_at) values (?, ?) on conflict do nothing', [day, this.clock.now()], 'run');
    return em.findOneOrFail(TrainingVideo, { day }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  private async day(day: number): Promise<TrainingDayContent> {
    const content = (await this.training.content()).find((d) => d.day === day);
    if (!content) throw Errors.notFound();
    return content;
  }
}

/** Subtitles are required (the default of a day without a row) and there are none yet. */
const lacksSubtitles = (row: TrainingVideo | null): boolean => (row?.subtitlesRequired ?? true) && !row?.subtitlesKey;
