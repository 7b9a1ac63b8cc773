import { STATUS_CODES } from 'node:http';
import { Controller, Delete, Head, Logger, type OnModuleInit, Param, Patch, Req, Res, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DataStore, MemoryLocker, Metadata, Server } from '@tus/server';
import { NodeRequest } from 'srvx/node';
import { API, API_ERRORS, type ApiErrorBody, type InputOf, trainingDayParams, type TrainingDayContent, VIDEO_ERRORS, VIDEO_MAX_BYTES } from '@capsuisse/contracts';
import {
  ACCESS_KEY,
  type Caller,
  CurrentCaller,
  DomainError,
  Endpoint,
  Errors,
  Input,
  RESUMABLE_EXPIRY_MS,
  StoragePort,
  UploadedFile,
  UploadInterceptor,
} from '@capsuisse/server-core';
import { TrainingVideosService, VIDEO_FOLDER } from './training-videos.service';

const R = API.programme;
/**
 * Where an upload lives once created (its tus URL: `HEAD`/`PATCH`/`DELETE`), apart from every other route, so that
 * the ingress sends all the requests of one upload to one API pod (k8s/ingress.yaml), whose lock they share.
 */
export const VIDEO_UPLOADS_PATH = '/api/uploads/videos';
// An upload's id in its URL: the day it was created for, then a UUID (its object's key without the folder).
const UPLOAD_ID = /^day([1-9])-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const errorBody = (statusCode: number, message: string): ApiErrorBody => ({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
// What tus's own refusals (English text) say in the platform's words.
const TUS_MESSAGES: Record<number, string> = { 404: API_ERRORS.notFound, 410: API_ERRORS.notFound, 409: API_ERRORS.conflict, 413: VIDEO_ERRORS.tooLarge };

/**
 * axel's uploads of the training's videos. The video itself comes by the tus protocol (resumable: a dropped connection
 * resumes where it stopped): created by `POST …/video/uploads`, then `HEAD`/`PATCH`/`DELETE …/uploads/:id`, its bytes
 * streamed to storage as they arrive (Fastify leaves them unread). Poster and subtitles are plain uploads.
 */
@ApiTags('programme')
@Controller()
export class TrainingVideosController implements OnModuleInit {
  private readonly logger = new Logger('TrainingVideos');
  private store!: DataStore;
  // One lock per upload for this process: two PATCHes of one upload never write at once.
  private readonly locker = new MemoryLocker();

  constructor(
    private readonly videos: TrainingVideosService,
    private readonly storage: StoragePort,
  ) {}

  onModuleInit(): void {
    this.store = this.storage.resumableStore(RESUMABLE_EXPIRY_MS);
  }

  @Endpoint(R.videoUpload)
  async createUpload(@Input() { params }: InputOf<typeof R.videoUpload>, @CurrentCaller() caller: Caller, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const length = request.headers['upload-length'];
    let metadata: Record<string, string | null> | undefined;
    try {
      metadata = Metadata.parse(String(request.headers['upload-metadata'] ?? ''));
    } catch {
      throw Errors.invalid(VIDEO_ERRORS.type);
    }
    await this.videos.admit(params.day, { length: typeof length === 'string' && /^\d+$/.test(length) ? Number(length) : null, filetype: metadata?.['filetype'] ?? undefined });
    await this.tus(caller, params.day, request, reply);
  }

  @ApiExcludeEndpoint()
  @SetMetadata(ACCESS_KEY, R.videoUpload.access)
  @Head(`${VIDEO_UPLOADS_PATH.slice('/api/'.length)}/:id`)
  resumeAt(@Param() params: Record<string, string>, @CurrentCaller() caller: Caller, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.tus(caller, dayOf(params), request, reply);
  }

  @ApiExcludeEndpoint()
  @SetMetadata(ACCESS_KEY, R.videoUpload.access)
  @Patch(`${VIDEO_UPLOADS_PATH.slice('/api/'.length)}/:id`)
  send(@Param() params: Record<string, string>, @CurrentCaller() caller: Caller, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.tus(caller, dayOf(params), request, reply);
  }

  @ApiExcludeEndpoint()
  @SetMetadata(ACCESS_KEY, R.videoUpload.access)
  @Delete(`${VIDEO_UPLOADS_PATH.slice('/api/'.length)}/:id`)
  cancel(@Param() params: Record<string, string>, @CurrentCaller() caller: Caller, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.tus(caller, dayOf(params), request, reply);
  }

  @Endpoint(R.videoPoster)
  @UseInterceptors(UploadInterceptor)
  poster(@Input() { params }: InputOf<typeof R.videoPoster>, @CurrentCaller() caller: Caller, @UploadedFile() file: Buffer): Promise<TrainingDayContent> {
    return this.videos.poster(caller, params.day, file);
  }

  @Endpoint(R.videoSubtitles)
  @UseInterceptors(UploadInterceptor)
  subtitles(@Input() { params }: InputOf<typeof R.videoSubtitles>, @CurrentCaller() caller: Caller, @UploadedFile() file: Buffer): Promise<TrainingDayContent> {
    return this.videos.subtitles(caller, params.day, file);
  }

  @Endpoint(R.videoSettings)
  settings(@Input() { params, body }: InputOf<typeof R.videoSettings>, @CurrentCaller() caller: Caller): Promise<TrainingDayContent> {
    return this.videos.settings(caller, params.day, body.subtitles_required);
  }

  @Endpoint(R.deleteVideo)
  remove(@Input() { params }: InputOf<typeof R.deleteVideo>, @CurrentCaller() caller: Caller): Promise<TrainingDayContent> {
    return this.videos.remove(caller, params.day);
  }

  /** Hands the request to tus, for this caller and day; its refusals answer in the platform's JSON error body. */
  private async tus(caller: Caller, day: number, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const server = new Server({
      path: VIDEO_UPLOADS_PATH,
      datastore: this.store,
      locker: this.locker,
      maxSize: VIDEO_MAX_BYTES,
      // Same origin only: no CORS header for any other.
      allowedOrigins: [],
      // A complete upload is the day's video (or being checked to become it): only `deleteVideo` removes it.
      disableTerminationForFinishedUploads: true,
      namingFunction: () => this.videos.newVideoKey(day),
      generateUrl: (_req, { id }) => `${VIDEO_UPLOADS_PATH}/${id.slice(VIDEO_FOLDER.length + 1)}`,
      getFileIdFromRequest: (_req, last) => (last && UPLOAD_ID.exec(last)?.[1] === String(day) ? `${VIDEO_FOLDER}/${last}` : undefined),
      onUploadFinish: async (_req, upload) => {
        await this.videos.complete(caller, day, upload.id, upload.size ?? upload.offset);
        return {};
      },
      onResponseError: (_req, error) => {
        if (error instanceof DomainError) return { status_code: error.status, body: JSON.stringify(errorBody(error.status, error.message)) };
        if ('status_code' in error) return undefined;
        this.logger.error(`video upload failed: ${String(error)}`);
        return { status_code: 500, body: JSON.stringify(errorBody(500, API_ERRORS.internal)) };
      },
    });
    reply.hijack();
    const response = await server.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
    // tus answers with headers and at most a short text: written here whole.
    const { status, headers, body } = response.status >= 400 ? await asErrorBody(response) : { status: response.status, headers: response.headers, body: await response.text() };
    // The Response's default type of its (empty) text body.
    if (!body) headers.delete('content-type');
    // The headers every answer carries (set on the reply before it was hijacked), then tus's.
    const carried = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
    reply.raw.writeHead(status, { ...Object.fromEntries(carried), ...Object.fromEntries(headers) });
    reply.raw.end(body);
  }
}

/** The day an upload's id was created for (404 for an id that is none of ours, as for an unknown one). */
function dayOf(params: Record<string, string>): number {
  const day = trainingDayParams.safeParse({ day: UPLOAD_ID.exec(params['id'] ?? '')?.[1] });
  if (!day.success) throw Errors.notFound();
  return day.data.day;
}

/** A tus refusal as the platform's JSON error body, in French (ours already are). */
async function asErrorBody(response: Response): Promise<{ status: number; headers: Headers; body: string }> {
  const text = await response.text();
  let body: ApiErrorBody;
  try {
    body = JSON.parse(text) as ApiErrorBody;
    if (typeof body.message !== 'string') throw new Error('not ours');
  } catch {
    body = errorBody(response.status, TUS_MESSAGES[response.status] ?? (response.status >= 500 ? API_ERRORS.internal : API_ERRORS.badRequest));
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=utf-8');
  return { status: response.status, headers, body: JSON.stringify(body) };
}
