import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type PublicConfig } from '@capsuisse/contracts';
import { Endpoint } from '../access/endpoint.decorator';
import { AppConfig } from '../config/app-config';

@ApiTags('system')
@Controller()
export class PublicConfigController {
  constructor(private readonly config: AppConfig) {}

  @Endpoint(API.system.config)
  get(): PublicConfig {
    return this.config.publicConfig;
  }
}
