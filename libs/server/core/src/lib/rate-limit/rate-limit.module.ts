import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { MemoryRateLimitStore, RateLimitStore, RedisRateLimitStore } from './rate-limit.store';
import { RateLimiter } from './rate-limiter';

const CONNECTION = Symbol('rate-limit-redis');

/** The rate limiter, on Redis when configured (shared by replicas), in memory otherwise. */
@Module({
  providers: [
    { provide: CONNECTION, inject: [AppConfig], useFactory: (config: AppConfig) => (config.redis ? new Redis(config.redis.url) : null) },
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
    await this.redis?.quit();
  }
}
