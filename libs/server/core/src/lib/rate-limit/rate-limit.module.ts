import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { MemoryRateLimitStore, RateLimitStore, RedisRateLimitStore } from './rate-limit.store';
import { RateLimiter } from './rate-limiter';

const CONNECTION = Symbol('rate-limit-redis');

/** The rate limiter, on Redis when configured (shared by replicas), in memory otherwise. */
@Module({
  providers: [
    // Fails at once while Redis is down (or stalls past a second), so a sign-in is counted in memory rather than held.
    { provide: CONNECTION, inject: [AppConfig], useFactory: (config: AppConfig) => (config.redis ? new Redis(config.redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1_000 }) : null) },
    {
      provide: RateLimitStore,
      inject: [AppConfig, CONNECTION],
      useFactory: (config: AppConfig, redis: Redis | null) =>
        redis ? new RedisRateLimitStore(redis, `${config.queuePrefix}:rate:`) : new MemoryRateLimitStore(),
    },
    RateLimiter,
  ],
  exports: [RateLimiter],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(CONNECTION) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    // QUIT fails while disconnected: the client is dropped then.
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
