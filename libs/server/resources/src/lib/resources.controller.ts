import { Controller, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type InputOf, type ResourceDto, type SupportContact } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input, UploadedFile, UploadInterceptor } from '@capsuisse/server-core';
import { ResourcesService } from './resources.service';

const R = API.resources;

@ApiTags('resources')
@Controller()
export class ResourcesController {
  constructor(private readonly resources: ResourcesService) {}

  @Endpoint(R.list)
  list(): Promise<ResourceDto[]> {
    return this.resources.list();
  }

  @Endpoint(R.adminList)
  adminList(): Promise<ResourceDto[]> {
    return this.resources.list();
  }

  @Endpoint(R.upload)
  @UseInterceptors(UploadInterceptor)
  upload(@Input() { params }: InputOf<typeof R.upload>, @CurrentCaller() caller: Caller, @UploadedFile() file: Buffer): Promise<ResourceDto> {
    return this.resources.upload(caller, params.kind, file);
  }

  @Endpoint(API.support.contact)
  support(): SupportContact {
    return this.resources.support();
  }
}
