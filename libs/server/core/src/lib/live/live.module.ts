import { Module } from '@nestjs/common';
import { LiveController } from './live.controller';
import { LiveEvents } from './live-events';

/** `GET /api/events` and the fan-out behind it; the domains that publish import it. */
@Module({ controllers: [LiveController], providers: [LiveEvents], exports: [LiveEvents] })
export class LiveModule {}
