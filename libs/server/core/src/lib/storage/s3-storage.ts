import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { OnApplicationShutdown } from '@nestjs/common';
import { S3Store } from '@tus/s3-store';
import type { Clock } from '../clock/clock';
import { type ByteRange, type SignedObject, type SignedUrl, StoragePort } from './storage.port';

// What tus's S3Store keeps beside an upload's multipart upload: its length and metadata, and a tail under 5 MiB.
const tusInfo = (key: string) => `${key}.info`;
const tusPart = (key: string) => `${key}.part`;

export interface S3Settings {
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Null: the SDK's default chain (workload identity, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

/** A private S3 bucket (any S3-protocol server); downloads are presigned GETs. */
export class S3Storage extends StoragePort implements OnApplicationShutdown {
  readonly backend = 's3' as const;
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly clock: Clock,
  ) {
    super();
    this.client = new S3Client(this.clientConfig());
  }

  private clientConfig(): S3ClientConfig {
    const settings = this.settings;
    return {
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials && { credentials: settings.credentials }),
      // Checksums only where S3 demands them: S3-compatible servers do not all speak the newer framing.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType, ContentDisposition: 'attachment' }));
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    // In Node the SDK's body is an IncomingMessage, a Readable.
    return object.Body as Readable;
  }

  async readRange(key: string, { start, end }: ByteRange): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: `bytes=${start}-${end}` }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  }

  // The bucket cannot send a CSP header: the signed link names the type and asks for an attachment, so
  // the browser saves the file instead of rendering it (and on the bucket's origin, not ours).
  async signedGetUrl(key: string, expiresInSeconds: number, contentType: string): Promise<SignedUrl> {
    const signingDate = this.clock.now();
    const read = new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, ResponseContentType: contentType, ResponseContentDisposition: 'attachment' });
    const url = await getSignedUrl(this.client, read, {
      expiresIn: expiresInSeconds,
      signingDate,
    });
    return { url, expiresAt: new Date(signingDate.getTime() + expiresInSeconds * 1000) };
  }

  // Its links are presigned GETs that S3 itself serves.
  async readSigned(): Promise<SignedObject | null> {
    return null;
  }

  // Each PATCH becomes parts of an S3 multipart upload: the bytes go through to the bucket, never held whole here.
  resumableStore(expirationMs: number): S3Store {
    return new S3Store({
      s3ClientConfig: { ...this.clientConfig(), bucket: this.settings.bucket },
      expirationPeriodInMilliseconds: expirationMs,
      // Expiry is our sweep's (and the bucket's lifecycle rule's), not object tags some S3 servers lack.
      useTags: false,
    });
  }

  // The multipart upload is complete; the object's type is the one its signed links name.
  async settleResumable(key: string): Promise<void> {
    await this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: [{ Key: tusInfo(key) }, { Key: tusPart(key) }] } }));
  }

  // Every multipart upload of the bucket is a resumable one (other objects are put whole).
  async sweepResumable(before: Date): Promise<number> {
    let swept = 0;
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.settings.bucket, ...markers }));
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key: upload.Key, UploadId: upload.UploadId }));
        await this.settleResumable(upload.Key);
        swept += 1;
      }
      if (!page.IsTruncated) return swept;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  async ping(): Promise<boolean> {
    return this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket })).then(
      () => true,
      () => false,
    );
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
