import { Controller, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type DataRights, exportFileName, type InputOf } from '@capsuisse/contracts';
import { type Caller, Clock, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { PrivacyService } from './privacy.service';

const R = API.privacy;

@ApiTags('privacy')
@Controller()
export class PrivacyController {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly clock: Clock,
  ) {}

  @Endpoint(R.status)
  status(@CurrentCaller() caller: Caller): Promise<DataRights> {
    return this.privacy.dataRights(caller.id);
  }

  @Endpoint(R.export)
  async export(@CurrentCaller() caller: Caller): Promise<StreamableFile> {
    const archive = await this.privacy.exportArchive(caller);
    return new StreamableFile(archive, { type: R.export.file.mimeType, disposition: `attachment; filename="${exportFileName(this.clock.now().toISOString().slice(0, 10))}"` });
  }

  @Endpoint(R.requestDeletion)
  requestDeletion(@CurrentCaller() caller: Caller): Promise<DataRights> {
    return this.privacy.requestDeletion(caller);
  }

  @Endpoint(R.cancelDeletion)
  cancelDeletion(@CurrentCaller() caller: Caller): Promise<DataRights> {
    return this.privacy.cancelDeletion(caller);
  }

  @Endpoint(R.recruiterVisibility)
  recruiterVisibility(@Input() { body }: InputOf<typeof R.recruiterVisibility>, @CurrentCaller() caller: Caller): Promise<DataRights> {
    return this.privacy.setRecruiterVisible(caller, body.visible);
  }
}
