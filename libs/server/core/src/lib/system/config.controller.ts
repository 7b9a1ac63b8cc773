import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PublicConfig } from '@capsuisse/contracts';
import { Public } from '../access/access.decorators';
import { AppConfig } from '../config/app-config';

@ApiTags('system')
@Controller('config')
export class PublicConfigController {
  constructor(private readonly config: AppConfig) {}

  /** Settings the web reads at run time (no secrets). */
  @Public()
  @Get()
  get(): PublicConfig {
    return this.config.publicConfig;
  }
}
